extension Simulation: NetworkHost {
  func schedule(_ action: NetworkAction, forLineItem lineItem: Int, afterMs delayMs: Int64) {
    schedule(.network(lineItem: lineItem, action), afterMs: delayMs)
  }

  func decideLoad(ofLineItem lineItem: Int, _ load: LoadScript) -> LoadScript.Answer {
    if let forced = forcedAnswers[lineItem] {
      forcedAnswersUsed += 1
      return LoadScript.Answer(outcome: forced.outcome, latencyMs: forced.outcome == .timeout ? nil : forced.latencyMs)
    }
    return load.drawAnswer(using: &random)
  }

  func network(ofLineItem lineItem: Int, received request: NetworkRequest) {
    emit(.networkRequested(lineItem: lineItem, request))
  }

  func network(ofLineItem lineItem: Int, willCall callback: NetworkCallback, detail: NetworkCallbackDetail?) {
    emit(.networkCalledBack(lineItem: lineItem, callback, detail))
  }

  func network(ofLineItem lineItem: Int, failedWith kind: LoadFailureKind) {
    attempts[lineItem].networkFailure = kind
  }

  func adapter(ofLineItem lineItem: Int, droppedEvent event: AdEventName) {
    adapterDropped(event, from: lineItem)
  }

  func adapter(ofLineItem lineItem: Int, called call: NetworkCall) {
    emit(.adapterCalledNetwork(lineItem: lineItem, call))
  }
}
