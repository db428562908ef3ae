#!/usr/bin/env bash
# Mermaid's own parser for MermaidParserTests: mermaid.js 11.12.0 and the small DOM shim that
# runs it outside a browser, both shipped in the mmdc wheel on PyPI (pinned by version and
# hash), copied into DEST (default .build/mermaid). Node is Debian's `nodejs` package. npm is
# not reachable here, so this is the one way to the real mermaid.js; where pip or the network
# is missing the script fails, and the tests that need it are skipped, saying why.
set -euo pipefail
dest=${1:-.build/mermaid}
version=0.7.0
sha256=09337dad15047070b713570d1a566f1c21abce31a6400113a9b55c99c70bc479
if [[ -f $dest/mermaid.js && -f $dest/dom_shim.js ]]; then exit 0; fi
python=$(command -v python3 || true)
[[ -n $python ]] || { echo "mermaid-parser: no python3 to fetch mmdc with" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" -m pip download --quiet --disable-pip-version-check --timeout 20 --retries 1 --no-deps \
  --only-binary=:all: -d "$work" "mmdc==$version"
wheel=$work/mmdc-$version-py3-none-any.whl
echo "$sha256  $wheel" | sha256sum --check --quiet
mkdir -p "$dest"
"$python" - "$wheel" "$dest" <<'PY'
import sys, zipfile
wheel, dest = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(wheel) as archive:
    for name in ("mermaid.js", "dom_shim.js"):
        with open(f"{dest}/{name}", "wb") as out:
            out.write(archive.read(f"mmdc/assets/{name}"))
PY
echo "mermaid-parser: mermaid.js $(grep -o 'version:"[0-9.]*"' "$dest/mermaid.js" | head -1) in $dest"
