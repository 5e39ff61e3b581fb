/**
 * GLB → USDZ that Apple Quick Look opens: a zip of stored, 64-byte-aligned files whose first
 * entry is the root layer `model.usda` (text USD), followed by the base-colour images as they
 * are in the GLB (JPEG or PNG, both allowed by the USDZ spec).
 *
 * The layer: `/root` (the default prim, metres, +Y up) holds one `Mesh` per part — points,
 * vertex normals, `primvars:st` (V flipped to USD's bottom-left origin), triangle indices —
 * bound to a `Material` whose `UsdPreviewSurface` takes its diffuse colour from a `UsdUVTexture`
 * (or a constant colour), with metallic, roughness and opacity from the glTF factors.
 */
import { num } from './format-number.ts';
import type { ModelGeometry, ModelMaterial } from './model.ts';
import { alignedStoredZip } from './stored-zip.ts';

export const USDA_NAME = 'model.usda';

function imagePath(index: number, mimeType: string): string {
  return `textures/base_color_${index}.${mimeType === 'image/png' ? 'png' : 'jpg'}`;
}

function tuples(values: ArrayLike<number>, size: number, map?: (v: number, k: number) => number) {
  const out: string[] = [];
  for (let i = 0; i + size <= values.length; i += size) {
    const t: string[] = [];
    for (let k = 0; k < size; k++) t.push(num(map ? map(values[i + k]!, k) : values[i + k]!));
    out.push(`(${t.join(', ')})`);
  }
  return `[${out.join(', ')}]`;
}

function materialPrim(m: ModelMaterial, model: ModelGeometry): string[] {
  const path = `/root/Looks/${m.name}`;
  const [r, g, b, a] = m.baseColor;
  const lines = [
    `        def Material "${m.name}"`,
    `        {`,
    `            token outputs:surface.connect = <${path}/PreviewSurface.outputs:surface>`,
    ``,
    `            def Shader "PreviewSurface"`,
    `            {`,
    `                uniform token info:id = "UsdPreviewSurface"`,
  ];
  if (m.image !== null) {
    lines.push(
      `                color3f inputs:diffuseColor.connect = <${path}/BaseColor.outputs:rgb>`,
    );
  } else {
    lines.push(
      `                color3f inputs:diffuseColor = (${num(r, 4)}, ${num(g, 4)}, ${num(b, 4)})`,
    );
  }
  lines.push(
    `                float inputs:metallic = ${num(m.metallic, 4)}`,
    `                float inputs:roughness = ${num(m.roughness, 4)}`,
    `                float inputs:opacity = ${num(a, 4)}`,
    `                int inputs:useSpecularWorkflow = 0`,
    `                token outputs:surface`,
    `            }`,
  );
  if (m.image !== null) {
    const image = model.images[m.image]!;
    const scaled = r !== 1 || g !== 1 || b !== 1 || a !== 1;
    lines.push(
      ``,
      `            def Shader "TexCoordReader"`,
      `            {`,
      `                uniform token info:id = "UsdPrimvarReader_float2"`,
      `                token inputs:varname = "st"`,
      `                float2 outputs:result`,
      `            }`,
      ``,
      `            def Shader "BaseColor"`,
      `            {`,
      `                uniform token info:id = "UsdUVTexture"`,
      `                asset inputs:file = @${imagePath(m.image, image.mimeType)}@`,
      `                float2 inputs:st.connect = <${path}/TexCoordReader.outputs:result>`,
      `                token inputs:sourceColorSpace = "sRGB"`,
      `                token inputs:wrapS = "clamp"`,
      `                token inputs:wrapT = "clamp"`,
      ...(scaled
        ? [
            `                float4 inputs:scale = (${num(r, 4)}, ${num(g, 4)}, ${num(b, 4)}, ${num(a, 4)})`,
          ]
        : []),
      `                float3 outputs:rgb`,
      `            }`,
    );
  }
  lines.push(`        }`);
  return lines;
}

/** The root layer, text USD. */
export function usdaText(model: ModelGeometry): string {
  const lines = [
    `#usda 1.0`,
    `(`,
    `    defaultPrim = "root"`,
    `    doc = "VoxMesh export"`,
    `    metersPerUnit = 1`,
    `    upAxis = "Y"`,
    `)`,
    ``,
    `def Xform "root" (`,
    `    kind = "component"`,
    `)`,
    `{`,
    `    def Scope "Looks"`,
    `    {`,
  ];
  for (const m of model.materials) lines.push(...materialPrim(m, model));
  lines.push(`    }`, ``, `    def Xform "Geom"`, `    {`);
  for (const part of model.parts) {
    const p = part.positions;
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    for (let i = 0; i < p.length; i++) {
      const k = i % 3;
      if (p[i]! < min[k]!) min[k] = p[i]!;
      if (p[i]! > max[k]!) max[k] = p[i]!;
    }
    const triangles = part.indices.length / 3;
    lines.push(
      `        def Mesh "${part.name}" (`,
      `            prepend apiSchemas = ["MaterialBindingAPI"]`,
      `        )`,
      `        {`,
      `            uniform bool doubleSided = 0`,
      `            float3[] extent = [(${min.map((x) => num(x)).join(', ')}), (${max.map((x) => num(x)).join(', ')})]`,
      `            int[] faceVertexCounts = [${new Array<string>(triangles).fill('3').join(', ')}]`,
      `            int[] faceVertexIndices = [${Array.from(part.indices).join(', ')}]`,
      `            rel material:binding = </root/Looks/${model.materials[part.material]!.name}>`,
    );
    if (part.normals) {
      lines.push(
        `            normal3f[] normals = ${tuples(part.normals, 3)} (`,
        `                interpolation = "vertex"`,
        `            )`,
      );
    }
    lines.push(`            point3f[] points = ${tuples(p, 3)}`);
    if (part.uvs) {
      lines.push(
        `            texCoord2f[] primvars:st = ${tuples(part.uvs, 2, (v, k) => (k === 1 ? 1 - v : v))} (`,
        `                interpolation = "vertex"`,
        `            )`,
      );
    }
    lines.push(
      `            uniform token orientation = "rightHanded"`,
      `            uniform token subdivisionScheme = "none"`,
      `        }`,
    );
  }
  lines.push(`    }`, `}`, ``);
  return lines.join('\n');
}

export function exportUsdz(model: ModelGeometry): Uint8Array {
  return alignedStoredZip([
    { name: USDA_NAME, data: new TextEncoder().encode(usdaText(model)) },
    ...model.images.map((im, i) => ({ name: imagePath(i, im.mimeType), data: im.bytes })),
  ]);
}
