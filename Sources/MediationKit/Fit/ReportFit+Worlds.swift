extension ReportFit {
  /// Writes `worlds` into the fitted config (`root`, read back as `written`, whose figures are `model`) and
  /// returns its text and each world's figures, the base first. Each world's figures come from the config as
  /// written with that world's values set; its log-likelihood goes into the config, which is then read back,
  /// every world applied as the config reader applies it and held to the same figures (else it is fit's bug).
  /// With one floor per network (sigma not fitted) every world reproduces every fill rate, so its
  /// likelihood is the base's: a world that does not, to 6 decimals, is named in a warning.
  static func write(
    _ worlds: FitWorlds, of sources: [Source], into root: inout WrittenObject, builder: ConfigBuilder,
    written: WaterfallConfig, model: WrittenModel, sigmaFitted: Bool, registry: AdapterRegistry,
    warnings: inout [String]
  ) throws(Failure) -> (text: [UInt8], figures: [FitRecord.World]) {
    func figures(_ label: String, _ world: FitWorlds.World, _ model: WrittenModel) -> FitRecord.World {
      FitRecord.World(
        label: label, sigma: world.sigma, participation: world.participation,
        logLikelihood: FitRecord.rounded(DemandFit.logLikelihood(sources, fills: model.fillRates)),
        modelFillRate: FitRecord.rate(model.fillRate), modelRevenuePer1000Requests: FitRecord.rounded(model.revenuePer1000))
    }
    let base = figures(worlds.base.label, worlds.base, model)
    var all = [base]
    for world in worlds.others {
      let worldModel = WrittenModel(FitWorlds.applying(world.settings, to: written))
      let fitted = figures(world.label, world, worldModel)
      all.append(fitted)
      guard !sigmaFitted else { continue }
      // Every world reproduces the report, so its log-likelihood is the base's; the scales are written with six
      // decimals, which moves a large report's by a few millionths per billion requests: only more is a warning.
      if let mine = fitted.logLikelihood, let theirs = base.logLikelihood,
        Double((mine.micros - theirs.micros).magnitude) / 1e6 > 1e-9 * Double(theirs.micros.magnitude) / 1e6 + 1e-6
      {
        warnings.append(
          "the world \(JSONStringLiteral.quoted(world.label)) has a log-likelihood of \(fitted.logLikelihood.map(\.description) ?? "null") where the base has \(base.logLikelihood.map(\.description) ?? "null") (the six decimals its scales are written with)"
        )
      }
      for (index, source) in sources.enumerated() where source.requests > 0 {
        let difference = abs(worldModel.fillRates[index] - source.fillRate)
        if difference > 1e-6, abs(model.fillRates[index] - source.fillRate) <= 1e-6 {
          warnings.append(
            "\(source.label): in the world \(JSONStringLiteral.quoted(world.label)) the config fills \(ConfigBuilder.rate(worldModel.fillRates[index])) of the requests reaching it where the report shows \(ConfigBuilder.rate(source.fillRate))"
          )
        }
      }
    }
    do throws(ConfigWriteError) {
      try builder.write(worlds, logLikelihoods: all.dropFirst().map(\.logLikelihood), into: &root)
    } catch {
      throw .refusedByValidate("cannot write the config: \(error.message)")
    }
    let text = Array((root.text + "\n").utf8)
    let applied = try readBack(text, registry: registry).otherWorlds
    guard applied.map(\.label) == worlds.others.map(\.label) else {
      throw .refusedByValidate("the config's worlds read back as \(applied.map(\.label)), not \(worlds.others.map(\.label))")
    }
    for (world, fitted) in zip(applied, all.dropFirst()) {
      let reread = WrittenModel(world.config)
      guard FitRecord.rounded(DemandFit.logLikelihood(sources, fills: reread.fillRates)) == fitted.logLikelihood,
        FitRecord.rate(reread.fillRate) == fitted.modelFillRate,
        FitRecord.rounded(reread.revenuePer1000) == fitted.modelRevenuePer1000Requests
      else {
        throw .refusedByValidate(
          "the world \(JSONStringLiteral.quoted(world.label)) as the config reader applies it is not the world fit fitted")
      }
    }
    return (text, all)
  }
}
