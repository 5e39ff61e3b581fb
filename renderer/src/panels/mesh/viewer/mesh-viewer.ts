/**
 * The three.js viewer of the 3D panel: a plain module, never made reactive (Vue would
 * wrap every vector and matrix in proxies), loaded with `import()` only when the panel
 * shows a viewer so the studio's first bundle stays without three.js.
 *
 * Renders on demand: a frame is drawn when the camera moves, a setting changes or
 * auto-rotate runs; an idle viewer costs nothing. Adaptive quality: while the camera
 * moves (drag, keys, wheel, damping, auto-rotate) frames are drawn without MSAA at a
 * lower pixel ratio, half the still one or less when frames come slower than the display
 * rate (moving-scale.ts); once it has been still for SETTLE_MS the full-quality frame
 * (full pixel ratio, 4× MSAA, see still-frame.ts) is drawn, and Screenshot always draws one.
 */
import {
  ACESFilmicToneMapping,
  Box3,
  CanvasTexture,
  Color,
  GridHelper,
  Mesh,
  MeshBasicMaterial,
  NoToneMapping,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  SRGBColorSpace,
  Texture,
  Vector3,
  WebGLRenderer,
  type Material,
  type Object3D,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { fetchRoomEnvironment, roomEnvironment } from './room-environment.ts';
import { MovingScale } from './moving-scale.ts';
import { StillFrame } from './still-frame.ts';
import { WireOverlay } from './wire-overlay.ts';

export interface TextureSize {
  width: number;
  height: number;
}

/** What the stats line shows about the model on screen. */
export interface ModelStats {
  triangles: number;
  vertices: number;
  materials: number;
  textures: TextureSize[];
  /** Bytes of the file the model was read from. */
  fileSize: number;
}

/** Where the camera is and what it looks at: what two viewers share to move together. */
export interface CameraView {
  position: [number, number, number];
  target: [number, number, number];
}

export interface ViewerOptions {
  /** Called after the viewer drew a frame (the component may count them). */
  onFrame?: () => void;
  /** Called when the user (or auto-rotate, damping, a fit) moved the camera; not for setView. */
  onView?: (view: CameraView) => void;
}

/** The name under which the time from bytes to the first drawn frame is measured. */
export const LOAD_MEASURE = 'voxmesh:viewer-load';

const VIEW_DIRECTION = new Vector3(1, 0.65, 1.2).normalize();

/** How long the camera must stay put before the full-quality frame is drawn. */
const SETTLE_MS = 150;

/** A soft dark ellipse, drawn once: the contact shadow under the model. */
function shadowTexture(): CanvasTexture {
  const size = 128;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const ctx = canvas.getContext('2d')!;
  const g = ctx.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
  g.addColorStop(0, 'rgba(0,0,0,0.55)');
  g.addColorStop(0.5, 'rgba(0,0,0,0.25)');
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, size, size);
  return new CanvasTexture(canvas);
}

function materialsOf(root: Object3D): Set<Material> {
  const found = new Set<Material>();
  root.traverse((o) => {
    if (!(o instanceof Mesh)) return;
    const m = o.material as Material | Material[];
    for (const one of Array.isArray(m) ? m : [m]) found.add(one);
  });
  return found;
}

function texturesOf(materials: Iterable<Material>): Set<Texture> {
  const found = new Set<Texture>();
  for (const m of materials)
    for (const value of Object.values(m)) if (value instanceof Texture) found.add(value);
  return found;
}

function statsOf(root: Object3D, fileSize: number): ModelStats {
  let triangles = 0;
  let vertices = 0;
  root.traverse((o) => {
    if (!(o instanceof Mesh)) return;
    const g = o.geometry;
    const position = g.getAttribute('position');
    if (!position) return;
    vertices += position.count;
    triangles += Math.floor((g.index ? g.index.count : position.count) / 3);
  });
  const materials = materialsOf(root);
  const textures = [...texturesOf(materials)].map((t) => {
    const image = t.image as { width?: number; height?: number } | null;
    return { width: image?.width ?? 0, height: image?.height ?? 0 };
  });
  return { triangles, vertices, materials: materials.size, textures, fileSize };
}

function disposeModel(root: Object3D): void {
  const materials = materialsOf(root);
  for (const t of texturesOf(materials)) t.dispose();
  for (const m of materials) m.dispose();
  root.traverse((o) => {
    if (o instanceof Mesh) o.geometry.dispose();
  });
}

export class MeshViewer {
  readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(40, 1, 0.01, 100);
  private readonly controls: OrbitControls;
  private readonly loader = new GLTFLoader();
  private readonly resize: ResizeObserver;
  private readonly shadow: Mesh<PlaneGeometry, MeshBasicMaterial>;
  private grid: GridHelper | null = null;
  private model: Object3D | null = null;
  private wires: WireOverlay | null = null;
  private radius = 1;
  private frame = 0;
  /** Pixel ratio of still frames (the display's, at most 2). */
  private readonly pixelRatio: number;
  private readonly still: StillFrame;
  /** The baked light's file, fetched when the viewer opens (null if it could not be). */
  private readonly light: Promise<ArrayBuffer | null>;
  /** Pixel ratio of moving frames as a share of the still one. */
  private readonly movingScale = new MovingScale();
  /** The camera moved since the last frame (OrbitControls said 'change'). */
  private moved = false;
  /** When the camera last moved (performance.now()). */
  private lastMove = -Infinity;
  /** Something besides the camera changed since the last frame. */
  private dirty = false;
  /** The canvas shows a still frame of the current view. */
  private atRest = false;
  private wireframe = false;
  private showGrid = true;
  private dark = false;
  /** setView is moving the camera: its 'change' is not reported back (onView). */
  private applyingView = false;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly options: ViewerOptions = {},
  ) {
    // No MSAA on the canvas: moving frames skip it, still frames get it offscreen.
    this.renderer = new WebGLRenderer({ canvas, antialias: false, alpha: true });
    this.pixelRatio = Math.min(window.devicePixelRatio || 1, 2);
    this.renderer.setPixelRatio(this.pixelRatio);
    this.renderer.outputColorSpace = SRGBColorSpace;
    this.renderer.toneMapping = ACESFilmicToneMapping;
    this.renderer.toneMappingExposure = 1;
    this.renderer.setClearColor(0x000000, 0);
    this.still = new StillFrame(this.renderer);

    // Lighting from a room made in code (three's RoomEnvironment), prefiltered when it was
    // baked (room-environment.ts): its file is fetched now, while the model downloads, and
    // lights the scene before the first model is drawn (load). Nothing slow runs here.
    this.light = fetchRoomEnvironment().catch((err: unknown) => {
      console.error('the viewer shows models unlit:', err);
      return null;
    });

    this.shadow = new Mesh(
      new PlaneGeometry(1, 1),
      new MeshBasicMaterial({ map: shadowTexture(), transparent: true, depthWrite: false }),
    );
    this.shadow.rotation.x = -Math.PI / 2;
    this.shadow.renderOrder = -1;
    this.scene.add(this.shadow);

    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.enableDamping = true;
    this.controls.dampingFactor = 0.12;
    this.controls.autoRotateSpeed = 2.5;
    this.controls.addEventListener('change', () => {
      this.moved = true;
      this.schedule();
      if (!this.applyingView) this.options.onView?.(this.view());
    });
    // Keyboard: arrow keys pan, Shift (or Ctrl/⌘) + arrow keys orbit, once the canvas has focus.
    this.controls.listenToKeyEvents(canvas);

    this.resize = new ResizeObserver(() => this.fitCanvas());
    this.resize.observe(canvas);
    this.fitCanvas();
    this.placeGround(1, new Vector3());
    this.fitCamera(new Vector3(0, 0.5, 0), 1);
  }

  /** Reads a GLB (or a self-contained .gltf) and shows it fitted to the view. */
  async load(data: ArrayBuffer | string, fileSize: number): Promise<ModelStats> {
    const start = performance.now();
    const [gltf, light] = await Promise.all([this.loader.parseAsync(data, ''), this.light]);
    if (light && !this.scene.environment) {
      this.scene.environment = roomEnvironment(this.renderer, light);
    }
    const root = gltf.scene;
    this.clearModel();
    this.model = root;
    this.wires = new WireOverlay(root);
    this.scene.add(root);
    this.applyWireframe();
    this.autoFit();
    this.renderer.compile(this.scene, this.camera);
    this.drawStill();
    await new Promise<void>((done) => requestAnimationFrame(() => done()));
    performance.measure(LOAD_MEASURE, { start, end: performance.now() });
    return statsOf(root, fileSize);
  }

  clear(): void {
    this.clearModel();
    this.requestRender();
  }

  setWireframe(on: boolean): void {
    this.wireframe = on;
    this.applyWireframe();
    this.requestRender();
  }

  setAutoRotate(on: boolean): void {
    this.controls.autoRotate = on;
    this.requestRender();
  }

  setGrid(on: boolean): void {
    this.showGrid = on;
    if (this.grid) this.grid.visible = on;
    this.requestRender();
  }

  setContactShadow(on: boolean): void {
    this.shadow.visible = on;
    this.requestRender();
  }

  /** ACES filmic tone mapping at this exposure; 0 turns tone mapping off. */
  setExposure(exposure: number): void {
    this.renderer.toneMapping = exposure > 0 ? ACESFilmicToneMapping : NoToneMapping;
    this.renderer.toneMappingExposure = exposure > 0 ? exposure : 1;
    this.requestRender();
  }

  /** Grid colours that read on the panel's background in either theme. */
  setDark(dark: boolean): void {
    if (dark === this.dark) return;
    this.dark = dark;
    const box = this.model ? new Box3().setFromObject(this.model) : null;
    this.placeGround(this.radius, box ? box.getCenter(new Vector3()) : new Vector3());
    this.requestRender();
  }

  /**
   * The backdrop: a colour drawn behind the model (and saved by Screenshot), or null for a
   * transparent canvas over the page's own backdrop. The grid follows `darkGrid`.
   */
  setBackdrop(color: number | null, darkGrid: boolean): void {
    this.scene.background = color === null ? null : new Color(color);
    this.dark = !darkGrid; // setDark redraws the grid only on a change
    this.setDark(darkGrid);
    this.requestRender();
  }

  /** The camera as it is now. */
  view(): CameraView {
    const p = this.camera.position;
    const t = this.controls.target;
    return { position: [p.x, p.y, p.z], target: [t.x, t.y, t.z] };
  }

  /** Moves the camera to another viewer's view (cameras that move together). */
  setView(view: CameraView): void {
    this.applyingView = true;
    try {
      this.camera.position.set(...view.position);
      this.controls.target.set(...view.target);
      this.controls.update();
    } finally {
      this.applyingView = false;
    }
    this.moved = true;
    this.schedule();
  }

  /** The view as it is now, as a PNG (transparent where there is no model). */
  screenshot(): Promise<Blob> {
    // Full quality even mid-orbit; the next moving frame goes back to the fast one.
    this.drawStill();
    return new Promise((resolve, reject) =>
      this.canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no image'))), 'image/png'),
    );
  }

  /** Back to the fitted view of the model. */
  autoFit(): void {
    if (!this.model) return;
    const box = new Box3().setFromObject(this.model);
    const size = box.getSize(new Vector3());
    const center = box.getCenter(new Vector3());
    // Stand the model on the ground, centred over the origin.
    this.model.position.sub(new Vector3(center.x, box.min.y, center.z));
    const radius = Math.max(size.length() / 2, 1e-3);
    this.radius = radius;
    const middle = new Vector3(0, size.y / 2, 0);
    this.placeGround(radius, middle, size);
    this.fitCamera(middle, radius);
    this.requestRender();
  }

  dispose(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.resize.disconnect();
    this.controls.stopListenToKeyEvents();
    this.controls.dispose();
    this.clearModel();
    this.grid?.dispose();
    this.shadow.geometry.dispose();
    this.shadow.material.map?.dispose();
    this.shadow.material.dispose();
    this.scene.environment?.dispose();
    this.still.dispose();
    this.renderer.dispose();
  }

  /** Asks for a frame because the scene or a setting changed. */
  requestRender(): void {
    this.dirty = true;
    this.schedule();
  }

  private schedule(): void {
    if (!this.frame) this.frame = requestAnimationFrame(this.tick);
  }

  /**
   * One animation frame: a fast frame while the camera moves (auto-rotate and damping
   * keep asking for more), nothing while it waits to settle, then one still frame.
   */
  private readonly tick = () => {
    this.frame = 0;
    this.controls.update(); // says 'change' (sets `moved`) when it moved the camera
    // Auto-rotate moves the camera on every frame, even when OrbitControls does not call it
    // a change: its first steps under damping, around a small model, fall below its
    // threshold, and without a 'change' the loop would stop before the turn ever began.
    if (this.controls.autoRotate) this.moved = true;
    const now = performance.now();
    if (this.moved) this.lastMove = now;
    if (now - this.lastMove < SETTLE_MS) {
      if (this.moved || this.dirty) this.drawMoving();
      this.schedule();
    } else if (this.dirty || !this.atRest) {
      this.drawStill();
    }
  };

  /** A lower pixel ratio (see moving-scale.ts), no MSAA, straight onto the canvas. */
  private drawMoving(): void {
    this.movingScale.frame(performance.now());
    this.setPixelRatio(this.pixelRatio * this.movingScale.value);
    this.renderer.render(this.scene, this.camera);
    this.moved = this.dirty = this.atRest = false;
    this.options.onFrame?.();
  }

  /** Full pixel ratio with 4× MSAA: what the viewer shows at rest and what Screenshot saves. */
  private drawStill(): void {
    this.setPixelRatio(this.pixelRatio);
    this.still.draw(this.scene, this.camera);
    this.moved = this.dirty = false;
    this.atRest = true;
    this.options.onFrame?.();
  }

  /** Resizes the canvas's drawing buffer (not its CSS box) when the ratio changes. */
  private setPixelRatio(ratio: number): void {
    if (this.renderer.getPixelRatio() !== ratio) this.renderer.setPixelRatio(ratio);
  }

  private fitCanvas(): void {
    const w = this.canvas.clientWidth || 1;
    const h = this.canvas.clientHeight || 1;
    this.renderer.setSize(w, h, false);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  private fitCamera(target: Vector3, radius: number): void {
    const fov = (this.camera.fov * Math.PI) / 180;
    const fit = Math.min(fov, fov * this.camera.aspect);
    const distance = (radius / Math.sin(fit / 2)) * 1.08;
    this.camera.near = distance / 100;
    this.camera.far = distance * 100;
    this.camera.position.copy(target).addScaledVector(VIEW_DIRECTION, distance);
    this.camera.updateProjectionMatrix();
    this.controls.target.copy(target);
    this.controls.minDistance = radius * 0.2;
    this.controls.maxDistance = distance * 8;
    this.controls.update();
    // A jump to the fitted view, not an orbit: the next frame may be a still one.
    this.moved = false;
  }

  private placeGround(radius: number, center: Vector3, size?: Vector3): void {
    if (this.grid) {
      this.scene.remove(this.grid);
      this.grid.dispose();
    }
    const extent = Math.max(1, Math.ceil(radius * 4));
    const [major, minor] = this.dark ? [0x6a6a78, 0x3a3a44] : [0x9a9aa6, 0xd0d0d8];
    this.grid = new GridHelper(extent, 20, major, minor);
    this.grid.visible = this.showGrid;
    this.scene.add(this.grid);
    const footprint = size ? Math.max(size.x, size.z) : radius;
    this.shadow.scale.set(footprint * 1.5, footprint * 1.5, 1);
    this.shadow.position.set(center.x, 0.001 * radius, center.z);
  }

  private applyWireframe(): void {
    this.wires?.show(this.wireframe);
  }

  private clearModel(): void {
    if (!this.model) return;
    this.scene.remove(this.model);
    this.wires?.dispose(); // puts the model's own geometry and materials back first
    this.wires = null;
    disposeModel(this.model);
    this.model = null;
  }
}
