// Mermaid's own parser and renderer (mermaid.js, run under Node with the DOM shim that
// the mmdc package ships beside it; scripts/mermaid-parser.sh fetches both into
// .build/mermaid/) on diagrams mediate wrote, for MermaidParserTests.
//
// Usage: node scripts/mermaid-parse.js ASSETS_DIR < diagrams.json
// Input: a JSON array of {"text": diagram, "render": bool}. Output: a JSON array, one
// {"ok": bool, "error": string|null, "texts": [string]} per diagram: whether
// mermaid.parse accepted it (and mermaid.render drew it, when asked), the error
// otherwise, and the text of every <text>/<tspan> of the drawing, entities decoded.
"use strict";
const fs = require("fs");
const vm = require("vm");

const assets = process.argv[2];
const context = vm.createContext({});
context.globalThis = context;
// The shim measures text through these (mmdc backs them with Cairo); a fixed-width guess will do.
context.__measureText = (text) => String(text).length * 8;
context.__measureTextFull = (text) => ({ width: String(text).length * 8, height: 16, ascent: 12, descent: 4 });
context.__pathBBox = () => ({ x: 0, y: 0, width: 10, height: 10 });
context.__log = () => {};
vm.runInContext(fs.readFileSync(assets + "/dom_shim.js", "utf8"), context);
vm.runInContext(fs.readFileSync(assets + "/mermaid.js", "utf8"), context);
vm.runInContext(
  "globalThis.mermaid = globalThis.__esbuild_esm_mermaid_nm.mermaid.default || globalThis.__esbuild_esm_mermaid_nm.mermaid;" +
    "mermaid.initialize({ startOnLoad: false });",
  context,
);

function decode(text) {
  return text
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-fA-F]+);/g, (_, code) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

async function check(diagram, index) {
  try {
    context.__code = diagram.text;
    await vm.runInContext("mermaid.parse(__code)", context);
    if (!diagram.render) return { ok: true, error: null, texts: [] };
    vm.runInContext("__resetDocument()", context);
    context.__id = "d" + index;
    const { svg } = await vm.runInContext("mermaid.render(__id, __code)", context);
    const texts = [...svg.matchAll(/<(?:text|tspan)\b[^>]*>([^<]*)(?=<)/g)].map((match) => decode(match[1]));
    return { ok: true, error: null, texts };
  } catch (error) {
    return { ok: false, error: String((error && error.message) || error), texts: [] };
  }
}

(async () => {
  const diagrams = JSON.parse(fs.readFileSync(0, "utf8"));
  const results = [];
  for (let index = 0; index < diagrams.length; index++) results.push(await check(diagrams[index], index));
  process.stdout.write(JSON.stringify(results) + "\n");
})();
