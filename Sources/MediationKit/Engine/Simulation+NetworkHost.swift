extension Simulation: NetworkHost {
  func schedule(_ action: NetworkAction, forLineItem lineItem: Int, afterMs delayMs: Int64) {
    schedule(.network(lineItem: lineItem, action), afterMs: delayMs)
  }

  func nextRandom(upTo bound: UInt64) -> UInt64 {
    random.next(upTo: bound)
  }

  func nextUnitInterval() -> Double {
    random.nextUnitInterval()
  }

  func network(ofLineItem lineItem: Int, received request: NetworkRequest) {
    recorder.releaseHeldLoad(request: request)
  }

  func network(ofLineItem lineItem: Int, willCall callback: NetworkCallback, detail: NetworkCallbackDetail?) {
    record(.network(NetworkRecord(lineItem: label(lineItem), callback: callback, detail: detail)))
  }

  func network(ofLineItem lineItem: Int, failedWith kind: LoadFailureKind) {
    attempts[lineItem].networkFailure = kind
  }

  func adapter(ofLineItem lineItem: Int, droppedEvent event: AdEventName) {
    record(.ignored(IgnoredRecord(lineItem: label(lineItem), call: event.rawValue, reason: .noEventDelegate)))
  }

  func adapter(ofLineItem lineItem: Int, called call: NetworkCall) {
    record(.networkCall(NetworkCallRecord(lineItem: label(lineItem), call: call)))
  }
}
