/**
 * Wire contract: `GET /health` (no key needed). Type-only; imports nothing.
 */

export interface HealthReport {
  status: 'ok';
  service: 'voxmesh';
  version: string;
}
