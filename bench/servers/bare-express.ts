// The floor for the gateway bench: Express with one route returning a list of the same
// size as GET /v1/models, and nothing else (no auth, no guards, no request ids).
import express from 'express';
import { LOCAL_MODELS } from '../../server/models/catalog.ts';
import { modelObject } from '../../server/models/routes.ts';

const app = express();
const body = {
  object: 'list',
  data: LOCAL_MODELS.map(modelObject),
};
app.get('/v1/models', (_req, res) => {
  res.json(body);
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, key: '' })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
