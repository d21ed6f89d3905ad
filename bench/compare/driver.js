// node-redlock v5 side of the same-run comparison (bench/compare-node-redlock).
// Sequential acquire+release cycles on the given masters with retryCount 0, like
// `redlockctl bench --concurrency 1`. Prints one JSON line with the same field names.
//   node driver.js --masters 127.0.0.1:P1,... [--cycles 2000] [--ttl 10000] [--warmup 100]
import Redis from "ioredis";
import Redlock from "redlock";

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

function percentiles(samples) {
  const v = [...samples].sort((a, b) => a - b);
  const at = (p) => (v.length ? v[Math.round(p * (v.length - 1))] : 0);
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: v.length ? v[v.length - 1] : 0 };
}

const masters = arg("masters", "").split(",").filter(Boolean);
const cycles = Number(arg("cycles", "2000"));
const ttl = Number(arg("ttl", "10000"));
const warmup = Number(arg("warmup", "100"));
if (masters.length === 0) {
  console.error("driver.js: --masters H:P,... is required");
  process.exit(2);
}

const clients = masters.map((m) => {
  const [host, port] = m.split(":");
  return new Redis({ host, port: Number(port), enableOfflineQueue: true, lazyConnect: false });
});
const redlock = new Redlock(clients, { retryCount: 0, driftFactor: 0.01 });
const usSince = (t0) => Number(process.hrtime.bigint() - t0) / 1000;

async function cycle(acq, rel) {
  const t0 = process.hrtime.bigint();
  const lock = await redlock.acquire(["redlock-lab:bench:node"], ttl);
  const t1 = process.hrtime.bigint();
  await lock.release();
  acq?.push(Number(t1 - t0) / 1000);
  rel?.push(usSince(t1));
}

// Connections up and the JIT warm before timing (ours includes its connects in the run).
await Promise.all(clients.map((c) => c.ping()));
for (let i = 0; i < warmup; i++) await cycle(null, null);

const acquire = [];
const release = [];
const start = process.hrtime.bigint();
for (let i = 0; i < cycles; i++) await cycle(acquire, release);
const seconds = usSince(start) / 1e6;

console.log(JSON.stringify({
  client: "node-redlock 5.0.0-beta.2",
  cycles,
  seconds,
  cycles_per_s: cycles / seconds,
  acquire_us: percentiles(acquire),
  release_us: percentiles(release),
}));
await Promise.all(clients.map((c) => c.quit()));
