/** A client of the 3D API for tests and benches: submit, poll until done, download. */
import type { ErrorDetail } from '../contract/errors.ts';
import type { MeshTaskObject } from '../contract/mesh.ts';
import { bearer } from './bearer.ts';

export async function submit3d(url: string, key: string, body: unknown) {
  const res = await fetch(`${url}/v1/3d`, {
    method: 'POST',
    headers: { ...bearer(key), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    // A task object on success, an error body otherwise.
    body: (await res.json()) as MeshTaskObject & { error?: ErrorDetail },
  };
}

export async function wait3d(url: string, key: string, id: string): Promise<MeshTaskObject> {
  for (;;) {
    const task = (await (
      await fetch(`${url}/v1/3d/${id}`, { headers: bearer(key) })
    ).json()) as MeshTaskObject;
    if (task.status === 'completed' || task.status === 'failed') return task;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Submit, wait, download: the GLB bytes of a completed task. */
export async function make3d(
  url: string,
  key: string,
  body: unknown,
): Promise<{ task: MeshTaskObject; glb: Uint8Array }> {
  const { status, body: submitted } = await submit3d(url, key, body);
  if (status !== 200) throw new Error(`submit failed ${status}: ${JSON.stringify(submitted)}`);
  const task = await wait3d(url, key, submitted.id);
  if (task.status !== 'completed')
    throw new Error(`task ${task.status}: ${JSON.stringify(task.error)}`);
  const res = await fetch(task.data!.url, { headers: bearer(key) });
  return { task, glb: new Uint8Array(await res.arrayBuffer()) };
}
