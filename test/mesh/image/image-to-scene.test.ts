import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeReference, imageToScene } from '../../../server/mesh/image/index.ts';
import { boundsOf, signedVolume } from '../../../server/mesh/kernel/mesh-math.ts';
import { buildGlb } from '../../../server/mesh/kernel/write-glb.ts';
import { FAMILY_DETAIL } from '../../../server/mesh/scene.ts';
import type { Detail, MeshData, Scene } from '../../../server/mesh/scene.ts';
import { baseColorImage, checkGlb } from '../kernel/fixtures.ts';

const svg = (body: string, w: number, h: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`);

const detail = (family: string): Detail => FAMILY_DETAIL[family]!;

/** A red disc (with a yellow spot) on a transparent canvas. */
async function discPng(): Promise<string> {
  const png = await sharp(
    svg(
      '<circle cx="150" cy="100" r="70" fill="#d02020"/><circle cx="150" cy="100" r="30" fill="#f0e020"/>',
      300,
      200,
    ),
  )
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A blue 2:1 rectangle on a plain off-white background, as JPEG. */
async function rectangleJpeg(): Promise<string> {
  const jpeg = await sharp(
    svg(
      '<rect width="320" height="240" fill="#f6f4ee"/><rect x="60" y="80" width="200" height="100" fill="#2040c0"/>',
      320,
      240,
    ),
  )
    .jpeg({ quality: 85 })
    .toBuffer();
  return jpeg.toString('base64');
}

/** Every directed edge once, its reverse once: closed, consistently wound; returns V − E + F. */
function closedEuler(mesh: MeshData): number {
  const n = mesh.positions.length / 3;
  const directed = new Map<number, number>();
  for (let t = 0; t < mesh.indices.length; t += 3) {
    for (let k = 0; k < 3; k++) {
      const key = mesh.indices[t + k]! * n + mesh.indices[t + ((k + 1) % 3)]!;
      directed.set(key, (directed.get(key) ?? 0) + 1);
    }
  }
  for (const [key, count] of directed) {
    const a = Math.floor(key / n);
    const b = key - a * n;
    expect(count).toBe(1);
    expect(directed.get(b * n + a)).toBe(1);
  }
  return new Set(mesh.indices).size - directed.size / 2 + mesh.indices.length / 3;
}

function aspect(scene: Scene): number {
  const b = boundsOf(scene.parts[0]!.mesh.positions);
  return (b.max[0] - b.min[0]) / (b.max[1] - b.min[1]);
}

describe('imageToScene', () => {
  it('inflates a transparent PNG’s subject into a closed relief with its picture', async () => {
    const image = await decodeReference(await discPng());
    const scene = await imageToScene(image, { detail: detail('mesh-5'), seed: 4 });
    expect(scene.parts.map((p) => p.name)).toEqual(['relief']);
    expect(scene.interpretation).toMatchObject({ kind: 'relief', noun: null, seed: 4 });
    expect(scene.interpretation.colors[0]).toBe('red');
    expect(scene.interpretation.colors).toContain('yellow');
    const mesh = scene.parts[0]!.mesh;
    expect(signedVolume(mesh.positions, mesh.indices)).toBeGreaterThan(0);
    expect(aspect(scene)).toBeGreaterThan(0.93);
    expect(aspect(scene)).toBeLessThan(1.07);
    const b = boundsOf(mesh.positions);
    expect(b.min[1]).toBeCloseTo(0, 2);
    // Thick in the middle, mirrored front and back.
    expect(b.max[2]).toBeGreaterThan(0.1);
    expect(b.max[2]).toBeCloseTo(-b.min[2], 5);
    expect(scene.parts[0]!.material.imageProjection).toBeDefined();

    for (const mode of ['draft', 'textured'] as const) {
      const out = await buildGlb(scene, {
        mode,
        artStyle: 'realistic',
        detail: detail('mesh-5'),
        seed: 4,
      });
      const check = await checkGlb(out.glb);
      expect(check.messages).toEqual([]);
      expect(check.errors).toBe(0);
      expect(check.partNames).toEqual(['relief']);
      expect(check.parts[0]!.signedVolume).toBeGreaterThan(0);
      expect(check.triangles).toBeLessThanOrEqual(detail('mesh-5').maxTriangles);
      if (mode === 'textured') {
        // The picture's red is baked into the atlas.
        const { data, info } = await sharp(baseColorImage(check.doc)!)
          .raw()
          .toBuffer({ resolveWithObject: true });
        let red = 0;
        for (let i = 0; i < info.width * info.height; i++) {
          const [r, g, bl] = [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!];
          if (r > 150 && g < 90 && bl < 90) red++;
        }
        expect(red / (info.width * info.height)).toBeGreaterThan(0.2);
      }
    }
  });

  it('cuts a JPEG subject from its plain background', async () => {
    const image = await decodeReference(await rectangleJpeg());
    const scene = await imageToScene(image, {
      detail: detail('mesh-4'),
      seed: 1,
      prompt: 'a wooden sign',
    });
    expect(aspect(scene)).toBeGreaterThan(1.85);
    expect(aspect(scene)).toBeLessThan(2.15);
    expect(scene.interpretation.colors[0]).toBe('blue');
    expect(scene.interpretation.materials).toEqual(['wood']);
    expect(scene.parts[0]!.material.surface).toBe('wood');
    for (const artStyle of ['cartoon', 'pbr'] as const) {
      const out = await buildGlb(scene, {
        mode: 'textured',
        artStyle,
        detail: detail('mesh-4'),
        seed: 1,
      });
      const check = await checkGlb(out.glb);
      expect(check.errors).toBe(0);
      expect(check.parts[0]!.signedVolume).toBeGreaterThan(0);
    }
  });

  it('leaves a drop shadow behind and rounds a smoothly shaded ball into a ball, not a disc', async () => {
    // A photo-like ball: radial shading, on white, with a soft grey shadow below and right.
    const ball = await sharp(
      svg(
        '<rect width="512" height="512" fill="#ffffff"/>' +
          '<defs><radialGradient id="g" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="#ff9a9a"/>' +
          '<stop offset="0.5" stop-color="#d02020"/><stop offset="1" stop-color="#500808"/></radialGradient>' +
          '<filter id="b"><feGaussianBlur stdDeviation="12"/></filter></defs>' +
          '<ellipse cx="290" cy="430" rx="150" ry="35" fill="#888" filter="url(#b)" opacity="0.8"/>' +
          '<circle cx="256" cy="256" r="160" fill="url(#g)"/>',
        512,
        512,
      ),
    )
      .png()
      .toBuffer();
    const shaded = await imageToScene(await decodeReference(ball.toString('base64')), {
      detail: detail('mesh-5'),
      seed: 1,
    });
    const b = boundsOf(shaded.parts[0]!.mesh.positions);
    const width = b.max[0] - b.min[0];
    // The shadow (wider than the ball, below it) is not part of the solid: it stays round.
    expect(aspect(shaded)).toBeGreaterThan(0.93);
    expect(aspect(shaded)).toBeLessThan(1.07);
    // Depth from shading: nearly as thick as it is wide.
    expect((b.max[2] - b.min[2]) / width).toBeGreaterThan(0.8);

    // The same outline in one flat colour (an icon) stays a flattened relief.
    const flat = await sharp(
      svg(
        '<rect width="512" height="512" fill="#ffffff"/><circle cx="256" cy="256" r="160" fill="#d02020"/>',
        512,
        512,
      ),
    )
      .png()
      .toBuffer();
    const icon = await imageToScene(await decodeReference(flat.toString('base64')), {
      detail: detail('mesh-5'),
      seed: 1,
    });
    const f = boundsOf(icon.parts[0]!.mesh.positions);
    expect((f.max[2] - f.min[2]) / (f.max[0] - f.min[0])).toBeLessThan(0.65);
  });

  it('keeps only the largest piece of the subject', async () => {
    const png = await sharp(
      svg(
        '<ellipse cx="90" cy="100" rx="80" ry="40" fill="green"/><circle cx="250" cy="100" r="25" fill="green"/>',
        300,
        200,
      ),
    )
      .png()
      .toBuffer();
    const scene = await imageToScene(await decodeReference(png.toString('base64')), {
      detail: detail('mesh-5'),
      seed: 1,
    });
    expect(aspect(scene)).toBeGreaterThan(1.85);
    expect(aspect(scene)).toBeLessThan(2.15);
  });

  it('makes closed, consistently wound solids of awkward silhouettes', async () => {
    const shapes = [
      '<polygon points="160,20 300,220 20,220" fill="#c02020"/>',
      '<rect x="10" y="10" width="300" height="6"/><rect x="10" y="10" width="6" height="200"/>',
      '<circle cx="160" cy="120" r="2"/>',
      '<path d="M20 200 Q160 -100 300 200 L280 200 Q160 -60 40 200 Z" fill="#20a020"/>',
    ];
    for (const body of shapes) {
      const png = await sharp(svg(`<rect width="320" height="240" fill="#fff"/>${body}`, 320, 240))
        .png()
        .toBuffer();
      for (const family of ['mesh-6', 'mesh-4']) {
        const scene = await imageToScene(await decodeReference(png.toString('base64')), {
          detail: detail(family),
          seed: 1,
        });
        const mesh = scene.parts[0]!.mesh;
        expect(closedEuler(mesh), body).toBe(2);
        expect(signedVolume(mesh.positions, mesh.indices)).toBeGreaterThan(0);
      }
    }
  });

  it('is deterministic', async () => {
    const input = await rectangleJpeg();
    const build = async () => {
      const scene = await imageToScene(await decodeReference(input), {
        detail: detail('mesh-4'),
        seed: 9,
      });
      return (
        await buildGlb(scene, {
          mode: 'textured',
          artStyle: 'realistic',
          detail: detail('mesh-4'),
          seed: 9,
        })
      ).glb;
    };
    expect(Buffer.from(await build()).equals(Buffer.from(await build()))).toBe(true);
  });
});
