#!/usr/bin/env bash
# deploy/docker-compose.yml and its host-network variant parse: `docker compose config` (or the
# Python docker-compose without the plugin) must accept each file, and the normalised result
# must hold five masters on the ports the README names: loopback-published 7001-7005 in the
# bridge file, network_mode host and --bind 127.0.0.1 --port 7001-7005 in the host variant.
# No compose at all: skip (exit 77), or fail with REDLOCK_REQUIRE_DOCKER=1 (.ci/run).
set -euo pipefail
ROOT="$1"
if docker compose version >/dev/null 2>&1; then
  compose=(docker compose)
elif command -v docker-compose >/dev/null; then
  compose=(docker-compose)
else
  echo "neither 'docker compose' nor docker-compose is installed (scripts/docker-engine up installs it)"
  [ "${REDLOCK_REQUIRE_DOCKER:-}" = 1 ] && exit 1
  exit 77
fi
check() {
  local file="$1" mode="$2"
  "${compose[@]}" -f "$ROOT/deploy/$file" config >"$TMP/$file.out"
  python3 - "$TMP/$file.out" "$mode" <<'PY'
import sys, yaml
doc = yaml.safe_load(open(sys.argv[1]))
mode = sys.argv[2]
services = doc["services"]
assert sorted(services) == ["master%d" % i for i in range(1, 6)], sorted(services)
for i in range(1, 6):
    s = services["master%d" % i]
    assert s["image"] == "valkey/valkey:8", s
    cmd = [str(c) for c in s["command"]]
    assert cmd[0] == "valkey-server", cmd
    if mode == "bridge":
        ports = s["ports"]
        assert len(ports) == 1, ports
        p = ports[0]
        # docker-compose 1.x prints "127.0.0.1:7001:6379/tcp"; the plugin a long form.
        text = p if isinstance(p, str) else "%s:%s:%s" % (p["host_ip"], p["published"], p["target"])
        assert text in ("127.0.0.1:%d:6379" % (7000 + i), "127.0.0.1:%d:6379/tcp" % (7000 + i)), text
    else:
        assert s["network_mode"] == "host", s
        assert "ports" not in s, s
        assert cmd[cmd.index("--bind") + 1] == "127.0.0.1", cmd
        assert cmd[cmd.index("--port") + 1] == str(7000 + i), cmd
print("%s: %d masters, %s" % (sys.argv[1].rsplit("/", 1)[-1], len(services), mode))
PY
}
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
check docker-compose.yml bridge
check docker-compose.host.yml host
