/**
 * The 3D panel's transport against a real gateway: families from the model list, a draft
 * made, polled and downloaded, the drafts texture mode offers, and the stage names.
 */
import { describe, expect, it } from 'vitest';
import { useGateway, type TestGateway } from '../helpers/gateway.ts';
import type { Connection } from '../../renderer/src/api/http.ts';
import { listModels } from '../../renderer/src/api/models.ts';
import {
  completedDrafts,
  familyOf,
  formatsOf,
  getMeshTask,
  meshContent,
  meshFamilies,
  stageOf,
  submitMesh,
  type MeshTaskObject,
} from '../../renderer/src/api/mesh.ts';

async function finished(conn: Connection, id: string): Promise<MeshTaskObject> {
  for (;;) {
    const task = await getMeshTask(conn, id);
    if (task.status === 'completed' || task.status === 'failed') return task;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the studio 3D api layer', () => {
  let conn: Connection;
  useGateway((gw: TestGateway, key: string) => {
    conn = { baseUrl: gw.url, apiKey: key };
  });

  it('groups the 3D models into families with their draft and texture models', async () => {
    const families = meshFamilies(await listModels(conn));
    expect(families.map((f) => f.id)).toEqual(
      expect.arrayContaining(['mesh-6', 'mesh-5.3', 'mesh-5.1', 'mesh-5', 'mesh-4']),
    );
    expect(families.find((f) => f.id === 'mesh-6')).toEqual({
      id: 'mesh-6',
      textured: 'mesh-6',
      draft: 'mesh-6-draft',
      texture: 'mesh-6-texture',
    });
    expect(familyOf(families, 'mesh-4-texture')?.id).toBe('mesh-4');
    expect(familyOf(families, 'alpha-tts')).toBeNull();
  });

  it('makes a draft, downloads its GLB, and lists it among the drafts to texture', async () => {
    const submitted = await submitMesh(conn, {
      model: 'mesh-4-draft',
      prompt: 'a small wooden chair',
      metadata: { seed: 3 },
    });
    expect(submitted).toMatchObject({ object: '3d', status: 'queued', progress: 0 });
    const task = await finished(conn, submitted.id);
    expect(task.status).toBe('completed');
    expect(task.metadata?.interpretation.kind).toBe('chair');
    const glb = await meshContent(conn, task);
    expect(new TextDecoder().decode(await glb.slice(0, 4).arrayBuffer())).toBe('glTF');
    expect(formatsOf(task)).toContain('glb');

    const drafts = await completedDrafts(conn, 'mesh-4-draft');
    expect(drafts.map((d) => d.id)).toContain(task.id);
    expect(await completedDrafts(conn, 'mesh-6-draft')).not.toContainEqual(
      expect.objectContaining({ id: task.id }),
    );
  });

  it('names the stage of a task from its progress', () => {
    expect(stageOf({ status: 'queued', progress: 0 })).toBe('queued');
    expect(stageOf({ status: 'in_progress', progress: 2 })).toBe('parse');
    expect(stageOf({ status: 'in_progress', progress: 30 })).toBe('mesh');
    expect(stageOf({ status: 'in_progress', progress: 70 })).toBe('bake');
    expect(stageOf({ status: 'in_progress', progress: 95 })).toBe('write');
  });
});
