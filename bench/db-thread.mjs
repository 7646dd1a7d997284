// dynalite on its own thread for the API benches (bench/api-server.ts, BENCH_DB=thread): the engine
// answers on another thread, as DynamoDB answers from another machine, so the API's own CPU and the
// engine's no longer take turns on one event loop. Posts its port once it listens.
import { parentPort } from 'node:worker_threads';
import dynalite from 'dynalite';

const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
parentPort.on('message', (m) => {
  if (m === 'close') server.close(() => process.exit(0));
});
