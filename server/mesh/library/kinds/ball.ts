/**
 * Ball: a sphere dressed by its noun — the seams of a basketball, tennis ball or baseball,
 * the patches of a football, the gores of a beach ball, the finger holes of a bowling ball;
 * a pearl or orb is the plain sphere in its material (a balloon is a kind of its own:
 * kinds/declared/audit-kinds.ts). Sizes are true to life (a football 22 cm, a bowling ball 22 cm, a tennis ball
 * 6.7 cm); the library scales a scene to its size word anyway.
 */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid, V3 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

/** Unit direction of spherical angles (polar from +Y). */
function dir(theta: number, phi: number): V3 {
  return [Math.sin(theta) * Math.cos(phi), Math.cos(theta), Math.sin(theta) * Math.sin(phi)];
}

export const ball: ObjectKind = {
  kind: 'ball',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, palette } = b;
      const R = rng.vary(
        b.is('tennis ball', 'baseball', 'cricket ball', 'softball')
          ? 0.035
          : b.is('golf ball', 'ping pong ball', 'table tennis ball')
            ? 0.021
            : b.is('pearl')
              ? 0.012
              : b.is('marble')
                ? 0.008
                : b.is('beach ball')
                  ? 0.15
                  : 0.11,
        0.06,
      );
      const c: V3 = [0, R, 0];
      /** The shell's band within `w` of the plane through the centre across `axis`. */
      const band = (axis: 0 | 1 | 2, w: number): Solid => {
        const lo: [number, number, number] = [c[0] - 2 * R, c[1] - 2 * R, c[2] - 2 * R];
        const hi: [number, number, number] = [c[0] + 2 * R, c[1] + 2 * R, c[2] + 2 * R];
        lo[axis] = c[axis] - w;
        hi[axis] = c[axis] + w;
        return g.ball(c, R * 1.01).and(g.boxAt(lo, hi));
      };
      /** The half-space whose inward normal points at `deg` degrees around +Y (at the origin). */
      const half = (deg: number): Solid =>
        g.boxAt([0, -2 * R, -2 * R], [2 * R, 2 * R, 2 * R]).rotate(0, deg, 0);

      if (b.is('basketball')) {
        b.add(
          'shell',
          g.ball(c, R),
          palette.main(tinted(FINISH.rubber, hexRgb(0xd86a1e), 'pebbled rubber')),
        );
        const seams = [band(0, R * 0.025), band(1, R * 0.025), band(2, R * 0.025)];
        b.add(
          'seams',
          g.union(seams),
          palette.accent(tinted(FINISH.rubber, hexRgb(0x1a1a1a), 'seam')),
        );
      } else if (b.is('football', 'soccer ball', 'soccer')) {
        b.add(
          'shell',
          g.ball(c, R),
          palette.main(tinted(FINISH.leather, hexRgb(0xf4f4f0), 'leather')),
        );
        // Twelve dark pentagon-like patches at the icosahedron's vertices.
        const t = (1 + Math.sqrt(5)) / 2;
        const verts: V3[] = [
          [-1, t, 0],
          [1, t, 0],
          [-1, -t, 0],
          [1, -t, 0],
          [0, -1, t],
          [0, 1, t],
          [0, -1, -t],
          [0, 1, -t],
          [t, 0, -1],
          [t, 0, 1],
          [-t, 0, -1],
          [-t, 0, 1],
        ];
        const patches = verts.map((v) => {
          const l = Math.hypot(...v);
          const p: V3 = [c[0] + (v[0] / l) * R, c[1] + (v[1] / l) * R, c[2] + (v[2] / l) * R];
          return g.ball(c, R * 1.01).and(g.ball(p, R * 0.36, g.n(0.3)));
        });
        b.add(
          'patches',
          g.union(patches),
          palette.accent(tinted(FINISH.leather, hexRgb(0x151515), 'patch')),
        );
      } else if (b.is('tennis ball')) {
        b.add('shell', g.ball(c, R), palette.main(tinted(FINISH.fabric, hexRgb(0xd4e83a), 'felt')));
        // The seam: a curve that swings between the two hemispheres (a tennis-ball curve).
        const pts: V3[] = [];
        const radii: number[] = [];
        for (let i = 0; i <= 48; i++) {
          const a = (i / 48) * Math.PI * 2;
          const d = dir(Math.PI / 2 + 0.6 * Math.sin(2 * a), a);
          pts.push([c[0] + d[0] * R, c[1] + d[1] * R, c[2] + d[2] * R]);
          radii.push(R * 0.035);
        }
        b.add(
          'seam',
          g.tube(pts, radii),
          palette.accent(tinted(FINISH.rubber, hexRgb(0xf4f4ee), 'seam')),
        );
      } else if (b.is('baseball', 'softball')) {
        // A softball is the baseball's seam on yellow (session 19; it was a plain blue ball).
        b.add(
          'shell',
          g.ball(c, R),
          palette.main(
            tinted(FINISH.leather, hexRgb(b.is('softball') ? 0xe8e030 : 0xf2eee4), 'leather'),
          ),
        );
        const pts: V3[] = [];
        const radii: number[] = [];
        for (let i = 0; i <= 48; i++) {
          const a = (i / 48) * Math.PI * 2;
          const d = dir(Math.PI / 2 + 0.6 * Math.sin(2 * a), a);
          pts.push([c[0] + d[0] * R * 1.005, c[1] + d[1] * R * 1.005, c[2] + d[2] * R * 1.005]);
          radii.push(R * 0.04);
        }
        b.add(
          'stitches',
          g.tube(pts, radii),
          palette.accent(tinted(FINISH.fabric, hexRgb(0xc8202a), 'stitching')),
        );
      } else if (b.is('rugby ball')) {
        // A rugby ball (session 19): a long oval, white with a coloured band round each end
        // and a seam along its length — the plain round ball was no rugby ball.
        const oval = g.ellipsoid(c, [R * 1.45, R * 0.9, R * 0.9]);
        b.add('shell', oval, palette.main(tinted(FINISH.leather, hexRgb(0xf2eee6), 'leather')));
        const skin = g.ellipsoid(c, [R * 1.46, R * 0.91, R * 0.91]);
        const bands = [-1, 1].map((s) =>
          skin.and(
            g.boxAt(
              [c[0] + s * R * 0.62 - R * 0.14, c[1] - 2 * R, c[2] - 2 * R],
              [c[0] + s * R * 0.62 + R * 0.14, c[1] + 2 * R, c[2] + 2 * R],
            ),
          ),
        );
        b.add(
          'bands',
          g.union(bands),
          palette.accent(tinted(FINISH.leather, hexRgb(0xc8202a), 'band')),
        );
        b.add(
          'seam',
          skin
            .and(
              g.boxAt(
                [c[0] - 2 * R, c[1] - 2 * R, c[2] - R * 0.03],
                [c[0] + 2 * R, c[1] + 2 * R, c[2] + R * 0.03],
              ),
            )
            .rotate(0, 0, 0),
          palette.fixed(tinted(FINISH.fabric, hexRgb(0x8a8a8a), 'seam')),
        );
      } else if (b.is('golf ball')) {
        // A golf ball (session 19): small and white, dimpled all over.
        const dimples: Solid[] = [];
        const n = 60;
        for (let i = 0; i < n; i++) {
          const y = 1 - ((i + 0.5) / n) * 2;
          const k = Math.sqrt(1 - y * y);
          const a = i * Math.PI * (3 - Math.sqrt(5));
          const p: V3 = [c[0] + Math.cos(a) * k * R, c[1] + y * R, c[2] + Math.sin(a) * k * R];
          dimples.push(g.ball(p, R * 0.16, 8));
        }
        b.add(
          'shell',
          g.ball(c, R).sub(g.union(dimples)),
          palette.main(tinted(FINISH.plastic, hexRgb(0xf6f6f2), 'urethane')),
        );
      } else if (b.is('ping pong ball', 'table tennis ball')) {
        // A ping pong ball (session 19): small, matte, the orange of the game — with a
        // printed star, so it is no plain bead.
        b.add(
          'shell',
          g.ball(c, R),
          palette.main(tinted(FINISH.plastic, hexRgb(0xf08020), 'celluloid')),
        );
        b.add(
          'logo',
          g
            .ball(c, R * 1.01)
            .and(g.ball([c[0] + R * 0.6, c[1] + R * 0.35, c[2] + R * 0.72], R * 0.16, 10)),
          palette.fixed(tinted(FINISH.plastic, hexRgb(0x1a1a1a), 'print')),
        );
      } else if (b.is('cricket ball')) {
        // A cricket ball (docs/decisions.md, looks by name inside one-body classes): dark red
        // leather round a raised cream seam with a row of stitches either side — the plain
        // ball in a seeded colour was no cricket ball.
        b.add(
          'shell',
          g.ball(c, R),
          palette.main(tinted(FINISH.leather, hexRgb(0xa0141c), 'leather')),
        );
        const seam = g
          .ball(c, R * 1.02)
          .and(
            g.boxAt(
              [c[0] - R * 0.045, c[1] - 2 * R, c[2] - 2 * R],
              [c[0] + R * 0.045, c[1] + 2 * R, c[2] + 2 * R],
            ),
          );
        const stitches = [-1, 1].map((s) =>
          g
            .ball(c, R * 1.012)
            .and(
              g.boxAt(
                [c[0] + s * R * 0.11 - R * 0.02, c[1] - 2 * R, c[2] - 2 * R],
                [c[0] + s * R * 0.11 + R * 0.02, c[1] + 2 * R, c[2] + 2 * R],
              ),
            ),
        );
        const turn = (s: Solid): Solid => s.move([-c[0], -c[1], -c[2]]).rotate(0, 35, 20).move(c);
        b.add('seam', turn(seam), palette.accent(tinted(FINISH.leather, hexRgb(0xeee4c8), 'seam')));
        b.add(
          'stitches',
          turn(g.union(stitches)),
          palette.fixed(tinted(FINISH.fabric, hexRgb(0xf4ecd8), 'stitching')),
        );
      } else if (b.is('volleyball')) {
        // A volleyball: six faces, as on a cube, each of three curved strips running across
        // its neighbours' — white between a yellow and a blue one, the panels people know.
        b.add(
          'shell',
          g.ball(c, R),
          palette.main(tinted(FINISH.leather, hexRgb(0xf6f6f2), 'leather')),
        );
        const skin = g.ball(c, R * 1.008);
        const strips: Record<'yellow' | 'blue', Solid[]> = { yellow: [], blue: [] };
        for (let axis = 0; axis < 3; axis++) {
          for (const sign of [-1, 1]) {
            const u = (axis + 1) % 3;
            const w = (axis + 2) % 3;
            const corner = (su: number, sw: number): V3 => {
              const p = [...c];
              p[axis]! += sign * 2 * R;
              p[u]! += su * 2 * R;
              p[w]! += sw * 2 * R;
              return [p[0]!, p[1]!, p[2]!];
            };
            const face = g.hull([c, corner(1, 1), corner(1, -1), corner(-1, 1), corner(-1, -1)]);
            // The strips of a face run along u, cut across w; the next face turns them.
            const across = (lo: number, hi: number): Solid => {
              const a = c.map((v) => v - 2 * R);
              const z = c.map((v) => v + 2 * R);
              a[w] = c[w]! + lo * R;
              z[w] = c[w]! + hi * R;
              return g.boxAt([a[0]!, a[1]!, a[2]!], [z[0]!, z[1]!, z[2]!]);
            };
            strips.yellow.push(skin.and(face).and(across(-1, -0.22)));
            strips.blue.push(skin.and(face).and(across(0.22, 1)));
          }
        }
        b.add(
          'panels',
          g.union(strips.yellow),
          palette.accent(tinted(FINISH.leather, hexRgb(0xf2c41a), 'panel')),
        );
        b.add(
          'panels_2',
          g.union(strips.blue),
          palette.fixed(tinted(FINISH.leather, hexRgb(0x1e4aa8), 'panel')),
        );
      } else if (b.is('beach ball')) {
        const colours = [0xe53935, 0xfdd835, 0x1e88e5, 0xffffff, 0x43a047, 0xfb8c00];
        const step = 360 / colours.length;
        const gores = colours.map((hex, i) => {
          // The wedge between the rays at a and a + step: two half-spaces.
          const a = i * step;
          const wedge = half(a + 90)
            .and(half(a + step - 90))
            .move(c);
          return { solid: g.ball(c, R).and(wedge), hex, i };
        });
        for (const gore of gores)
          b.add(
            `gore_${gore.i + 1}`,
            gore.solid,
            palette.fixed(tinted(FINISH.plastic, hexRgb(gore.hex), 'vinyl')),
          );
      } else if (b.is('bowling ball')) {
        const holes = [0, 1, 2].map((i) => {
          const d = dir(0.25 + (i === 0 ? 0.35 : 0), (i - 1) * 0.35 + Math.PI / 2);
          const p: V3 = [c[0] + d[0] * R, c[1] + d[1] * R, c[2] + d[2] * R];
          return g.ball(p, R * (i === 0 ? 0.14 : 0.12), g.n(0.3));
        });
        b.add(
          'shell',
          g.ball(c, R).sub(...holes),
          palette.main(tinted(FINISH.plastic, hexRgb(0x1d2a6b), 'polished resin')),
        );
      } else if (b.is('marble')) {
        // A marble (a shooter, a taw): a small clear glass sphere with three coloured ribbons
        // twisting through it from pole to pole (docs/decisions.md, "Household things by
        // their class, session 30"), not the bright rubber ball.
        b.add(
          'ball',
          g.ball(c, R),
          palette.main(tinted(FINISH.plastic, hexRgb(0xbfe3e8), 'glass')),
        );
        const hex = rng.pick([0xd8322a, 0x1f6fd1, 0xf0b21c, 0x2aa04a]);
        const swirl = [0, 1, 2].map((k) => {
          const points = Array.from({ length: 17 }, (_, i): V3 => {
            const s = i / 16;
            const d = dir(0.1 + s * (Math.PI - 0.2), (k * 2 * Math.PI) / 3 + s * Math.PI);
            return [c[0] + d[0] * R * 0.96, c[1] + d[1] * R * 0.96, c[2] + d[2] * R * 0.96];
          });
          return g.tube(
            points,
            points.map((_, i) => R * (0.07 + 0.09 * Math.sin((i / 16) * Math.PI))),
          );
        });
        b.add(
          'swirl',
          g.union(swirl),
          palette.accent(tinted(FINISH.plastic, hexRgb(hex), 'glass')),
        );
      } else {
        const glassy = b.is('orb', 'crystal ball');
        const finish = b.is('pearl')
          ? tinted(FINISH.plastic, hexRgb(0xf4efe6), 'pearl')
          : glassy
            ? tinted(FINISH.plastic, hexRgb(rng.pick([0x3a7bd5, 0x2e9e6a, 0xc0392b])), 'glass')
            : tinted(
                FINISH.rubber,
                hexRgb(rng.pick([0xe53935, 0x1e88e5, 0xfdd835, 0x43a047])),
                'rubber',
              );
        b.add('ball', g.ball(c, R), palette.main(finish));
      }
    }),
};
