/** What other workspaces' tools may use of the server's test kit (the benchmarks): a real server on a fresh database, and an event-stream client. */
export { startTestServer, type TestServer, type TestUser } from './testServer.ts';
export { openEventStream, type OpenStream } from './eventStream.ts';
export { exited, freePort, ok, processApi, startServerProcess } from './serverProcess.ts';
export { memoryDatabase, PGLITE_TEMPLATE_ENV, removePgliteTemplate, writePgliteTemplate } from './pgTemplate.ts';
export { seedSweepLoad } from './sweepLoad.ts';
