/**
 * The viewer's wireframe: each triangle's edges drawn by the model's own (lit, textured)
 * material, everything inside a triangle discarded.
 *
 * three's `material.wireframe` draws GL_LINES over an index of every triangle's three
 * edges; software WebGL (SwiftShader) rasterises lines slowly, about 250 ms a frame for a
 * 20,000-triangle model, so orbiting a wireframe crawled at 4 fps. Here the mesh is drawn
 * as triangles instead: a copy of its geometry without an index (made once, when the
 * wireframe is first shown) carries each corner's barycentric coordinate, and the
 * fragment shader keeps only the pixels within about a pixel of an edge (screen-space
 * derivatives keep the lines one pixel wide at every zoom). Faces are drawn from both
 * sides, as lines were never culled, so the hidden edges show through as before.
 */
import {
  BufferAttribute,
  DoubleSide,
  Mesh,
  type BufferGeometry,
  type Material,
  type Object3D,
} from 'three';

/** Half the line width in pixels: each of the two triangles along an edge draws this much. */
const HALF_WIDTH = 0.5;

function wireGeometry(source: BufferGeometry): BufferGeometry {
  const flat = source.index ? source.toNonIndexed() : source.clone();
  const corners = flat.getAttribute('position').count;
  const bary = new Float32Array(corners * 3);
  for (let i = 0; i < corners; i++) bary[i * 3 + (i % 3)] = 1;
  flat.setAttribute('wireBary', new BufferAttribute(bary, 3));
  return flat;
}

function wireMaterial(source: Material): Material {
  const m = source.clone();
  m.side = DoubleSide;
  m.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace('void main() {', 'attribute vec3 wireBary;\nvarying vec3 vWireBary;\nvoid main() {')
      .replace('#include <begin_vertex>', '#include <begin_vertex>\n\tvWireBary = wireBary;');
    // The test comes first, so the lighting of a discarded pixel is never computed.
    shader.fragmentShader = shader.fragmentShader.replace(
      'void main() {',
      `varying vec3 vWireBary;\nvoid main() {\n\tvec3 wireNear = vWireBary / max(fwidth(vWireBary), vec3(1e-6));\n\tif (min(min(wireNear.x, wireNear.y), wireNear.z) > ${HALF_WIDTH.toFixed(2)}) discard;`,
    );
  };
  // Its own program: the source material keeps its shader.
  m.customProgramCacheKey = () => 'voxmesh-wire';
  return m;
}

/** Swaps a model's meshes between their own look and the wireframe one. */
export class WireOverlay {
  private readonly solid = new Map<Mesh, { geometry: BufferGeometry; material: Material }>();
  private readonly wire = new Map<Mesh, { geometry: BufferGeometry; material: Material }>();

  constructor(private readonly root: Object3D) {}

  show(on: boolean): void {
    this.root.traverse((o) => {
      if (!(o instanceof Mesh)) return;
      if (Array.isArray(o.material)) {
        // Rare (one glTF primitive is one Mesh): three's own lines for these.
        for (const m of o.material as Material[])
          if ('wireframe' in m) (m as Material & { wireframe: boolean }).wireframe = on;
        return;
      }
      if (!this.solid.has(o))
        this.solid.set(o, { geometry: o.geometry, material: o.material as Material });
      const solid = this.solid.get(o)!;
      let wire = this.wire.get(o);
      if (on && !wire) {
        wire = { geometry: wireGeometry(solid.geometry), material: wireMaterial(solid.material) };
        this.wire.set(o, wire);
      }
      const look = on ? wire! : solid;
      o.geometry = look.geometry;
      o.material = look.material;
    });
  }

  /** Back to the model's own look; frees what the wireframe made. */
  dispose(): void {
    this.show(false);
    for (const { geometry, material } of this.wire.values()) {
      geometry.dispose();
      material.dispose();
    }
    this.wire.clear();
  }
}
