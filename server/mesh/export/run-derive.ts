/** Runs a DeriveJob (in a mesh worker): GLB → thumbnail PNG, OBJ zip, STL or USDZ. */
import type { DeriveJob, DeriveResult } from './derive-job.ts';
import { readModel } from './model.ts';
import { exportObjZip } from './obj.ts';
import { exportStl } from './stl.ts';
import { renderThumbnail } from './thumbnail.ts';
import { exportUsdz } from './usdz.ts';

export async function runDeriveJob(job: DeriveJob): Promise<DeriveResult> {
  const model = await readModel(job.glb);
  switch (job.derive) {
    case 'thumbnail':
      return { bytes: await renderThumbnail(model) };
    case 'obj':
      return { bytes: await exportObjZip(model) };
    case 'stl':
      return { bytes: exportStl(model) };
    case 'usdz':
      return { bytes: exportUsdz(model) };
  }
}
