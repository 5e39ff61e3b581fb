/**
 * The viewer's full-quality frame: the scene drawn with 4× MSAA into an offscreen target,
 * then copied onto the canvas with one framebuffer blit.
 *
 * Why offscreen: MSAA is fixed when a WebGL context is created. A canvas made with
 * `antialias: true` pays for it on every frame, and on software WebGL (SwiftShader, the
 * studio without a GPU) that roughly doubles the cost of a 20,000-triangle frame even at
 * a quarter of the pixels. The viewer's context therefore has no MSAA: frames drawn while
 * the camera moves go straight to a smaller canvas, and the still frame comes from here.
 *
 * The target is drawn exactly as the canvas would be (ACES tone mapping, exposure, sRGB
 * output in the material shaders, then blending in 8-bit sRGB): three applies tone
 * mapping and output colour space only to the screen and to XR targets, so this target
 * says it is one (`isXRRenderTarget`; three reads that flag only to pick those two
 * settings and to keep the multisampled buffer RGBA8), and its texture is RGBA8 like the
 * canvas. The blit then yields the very pixels an `antialias: true` canvas showed.
 */
import {
  SRGBColorSpace,
  WebGLRenderTarget,
  type Camera,
  type Object3D,
  type WebGLRenderer,
} from 'three';

const SAMPLES = 4;

export class StillFrame {
  private readonly target = new WebGLRenderTarget(1, 1, {
    samples: SAMPLES,
    colorSpace: SRGBColorSpace,
    depthBuffer: true,
    stencilBuffer: false,
  });

  constructor(private readonly renderer: WebGLRenderer) {
    // Drawn like the screen: tone mapping and sRGB encoding in the shaders (see above).
    (this.target as { isXRRenderTarget?: boolean }).isXRRenderTarget = true;
    this.target.texture.internalFormat = 'RGBA8';
  }

  /** Draws the scene at the canvas's current size and copies it onto the canvas. */
  draw(scene: Object3D, camera: Camera): void {
    const { renderer, target } = this;
    const gl = renderer.getContext() as WebGL2RenderingContext;
    const { width, height } = gl.canvas;
    if (target.width !== width || target.height !== height) target.setSize(width, height);
    const previous = renderer.getRenderTarget();
    renderer.setRenderTarget(target);
    renderer.render(scene, camera);
    // three resolved the samples into the target's own framebuffer at the end of render().
    const resolved = (renderer.properties.get(target) as { __webglFramebuffer?: WebGLFramebuffer })
      .__webglFramebuffer;
    if (resolved) {
      renderer.state.bindFramebuffer(gl.READ_FRAMEBUFFER, resolved);
      renderer.state.bindFramebuffer(gl.DRAW_FRAMEBUFFER, null);
      gl.blitFramebuffer(0, 0, width, height, 0, 0, width, height, gl.COLOR_BUFFER_BIT, gl.NEAREST);
      // three's state cache must see the read binding go back, as its own blits leave it.
      renderer.state.bindFramebuffer(gl.READ_FRAMEBUFFER, null);
      renderer.setRenderTarget(previous);
    } else {
      // A three.js that keeps its framebuffers elsewhere: draw on the canvas directly.
      renderer.setRenderTarget(previous);
      renderer.render(scene, camera);
    }
  }

  dispose(): void {
    this.target.dispose();
  }
}
