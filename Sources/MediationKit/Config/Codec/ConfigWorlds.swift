/// Applying a config's worlds (decide2.md §1): each world's `set` written
/// into a copy of the config's bytes (creating the key, and any object on
/// the way, with defaults elsewhere), and that copy read as the config is.
/// So a world is held to every rule a config is, its problems reported at
/// its `set` member; and `compare` applies one side's worlds to the other
/// side's file the same way.
package enum ConfigWorlds {
  /// Where a world's `set` is in the file, and each of its members (in `set` order).
  struct Sites {
    var set: (offset: Int, path: JSONPath)
    var members: [(offset: Int, path: JSONPath)]
  }

  /// The worlds of `uncertainty` applied to `bytes` (the file `config` was
  /// read from). With `sites` (the config's own `uncertain`), a world's
  /// problem is reported at its `set` member into `issues`; without (the
  /// other side of `compare`), a path naming a line item the config lacks
  /// is skipped, and problems are reported at the world's path in `uncertain`.
  static func apply(
    _ uncertainty: Uncertainty, to bytes: [UInt8], config: WaterfallConfig, registry: AdapterRegistry,
    sites: [Sites]?, issues: inout ConfigIssues
  ) -> [ConfigWorld] {
    var indices: [String: Int] = [:]
    for (index, item) in config.lineItems.enumerated() { indices[item.label] = index }
    var worlds: [ConfigWorld] = []
    for (number, world) in uncertainty.worlds.enumerated() {
      let worldSites = sites?[number] ?? Self.sites(ofWorld: number, world)
      var targets: [(setting: Int, path: JSONPath)] = []
      var writing = world.settings.first?.path ?? ConfigValuePath(steps: [])
      let patched: [UInt8]
      do throws(ConfigWriteError) {
        var patch = try Self.patch(bytes)
        for (position, setting) in world.settings.enumerated() {
          writing = setting.path
          for path in Self.concretePaths(of: setting.path, in: &patch, indices: indices) {
            do throws(ConfigWriteError) {
              try patch.set(setting.value, at: path)
            } catch .overlapping {
              // An object this world adds holds another of its values already: write it, then add this one.
              patch = try Self.patch(try patch.patched())
              try patch.set(setting.value, at: path)
            }
            targets.append((position, path.jsonPath))
          }
        }
        patched = try patch.patched()
      } catch {
        issues.add(
          offset: worldSites.set.offset, path: { worldSites.set.path },
          problem: { .inWorld(error.message, path: writing.description) })
        continue
      }
      let root: JSONNode
      do throws(JSONSyntaxError) {
        root = try JSONReader.read(patched)
      } catch {
        // A number written into JSON leaves JSON; should that ever fail, the world is refused, never dropped.
        issues.add(
          offset: worldSites.set.offset, path: { worldSites.set.path },
          problem: { .inWorld("the config with this world's values is no JSON (\(error.problem.message))", path: ".") })
        continue
      }
      var decoder = ConfigDecoder(registries: AdapterRegistries([registry]), locator: SourceLocator(bytes: patched))
      decoder.readsWorlds = false
      if var applied = decoder.decodeConfig(root, identity: config.identity) {
        applied.uncertain = uncertainty
        worlds.append(ConfigWorld(label: world.label, config: applied))
        continue
      }
      for issue in decoder.issues.inFileOrder {
        // A problem at a value the world sets is the set member's; any other, the world's own.
        if let target = targets.first(where: { issue.path == $0.path }) {
          let site = worldSites.members[target.setting]
          issues.add(offset: site.offset, path: { site.path }, problem: { issue.problem })
        } else {
          issues.add(
            offset: worldSites.set.offset, path: { worldSites.set.path },
            problem: { .inWorld(issue.problem.message, path: issue.path.description) })
        }
      }
    }
    return worlds
  }

  /// A patch of `bytes`, which were read as JSON already.
  private static func patch(_ bytes: [UInt8]) throws(ConfigWriteError) -> ConfigPatch {
    do throws(JSONSyntaxError) {
      return try ConfigPatch(bytes: bytes)
    } catch {
      throw .notJSON(error)
    }
  }

  /// The sites of a world of another file's `uncertain` (no offsets in this one).
  private static func sites(ofWorld number: Int, _ world: Uncertainty.World) -> Sites {
    let set = JSONPath.root.appending(key: ConfigSchema.Root.uncertain.name)
      .appending(key: ConfigSchema.Uncertain.worlds.name).appending(index: number)
      .appending(key: ConfigSchema.World.set.name)
    return Sites(set: (0, set), members: world.settings.map { (0, set.appending(key: $0.path.description)) })
  }

  /// The places of the config `path` names: one, or one per line item with
  /// `[*]` (those whose object holding the key exists), none when it names a
  /// line item the config lacks.
  private static func concretePaths(
    of path: ConfigValuePath, in patch: inout ConfigPatch, indices: [String: Int]
  ) -> [ConfigPath] {
    var paths = [ConfigPath.root]
    var every = false
    for step in path.steps {
      switch step {
      case .key(let name):
        paths = paths.map { $0.appending(entry: name) }
      case .label(let label):
        guard let index = indices[label] else { return [] }
        paths = paths.map { $0.appending(index: index) }
      case .every:
        every = true
        paths = paths.flatMap { prefix in indices.values.sorted().map { prefix.appending(index: $0) } }
      case .index(let index):
        // Refused when the config was read; another file's paths went through the same check.
        paths = paths.map { $0.appending(index: index) }
      }
    }
    guard every else { return paths }
    return paths.filter { patch.contains($0.prefix($0.steps.count - 1)) }
  }
}

extension ConfigPath {
  /// The path as a diagnostic names it.
  var jsonPath: JSONPath {
    JSONPath(
      steps.map { step in
        switch step {
        case .key(let name): .key(name)
        case .index(let index): .index(index)
        }
      })
  }
}

extension ConfigLoader {
  /// The worlds of another config's `uncertain` applied to `loaded`
  /// (`compare`'s other side, `optimize`'s candidates are not read this
  /// way): a path naming a line item it lacks is skipped there.
  package static func worlds(
    of uncertainty: Uncertainty, appliedTo loaded: Loaded, registry: AdapterRegistry
  ) throws(ConfigError) -> [ConfigWorld] {
    var issues = ConfigIssues()
    let worlds = ConfigWorlds.apply(
      uncertainty, to: loaded.bytes, config: loaded.config, registry: registry, sites: nil, issues: &issues)
    guard issues.isEmpty else {
      throw .invalid(
        issues.inFileOrder.map { ConfigDiagnostic(location: nil, path: $0.path, problem: $0.problem) }, omitted: 0)
    }
    return worlds
  }
}
