import Foundation
import PackagePlugin

/// Generates `ContractRules.all` from the files of `ContractMonitor/Rules/`,
/// so that a new contract rule is one new file and nothing else.
@main
struct ContractRuleListPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let rules = module.sourceFiles(withSuffix: "swift").map(\.url)
      .filter { $0.deletingLastPathComponent().path.hasSuffix("/ContractMonitor/Rules") }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("ContractRules+All.swift")
    return [
      .buildCommand(
        displayName: "Listing the contract rules of \(module.name)",
        executable: try context.tool(named: "ContractRuleListGenerator").url,
        arguments: [output.path] + rules.map(\.path),
        inputFiles: rules,
        outputFiles: [output])
    ]
  }
}
