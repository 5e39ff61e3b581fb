/** Car: rounded lower body with wheel arches, cabin with glass, four wheels with hubs, lights,
 * bumpers; sports cars sit low with a spoiler, taxis are yellow, convertibles open. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble } from '../builder.ts';
import type { Solid, V2 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

const PAINTS = [0xc62828, 0x1e4fa8, 0xb8bcc2, 0xf2f2f0, 0x202224, 0x2e6b3a, 0xe0a020, 0x5a2a7a];

export const car: ObjectKind = {
  kind: 'car',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      const { g, rng, opts, palette } = b;
      const sporty = b.is('sports car', 'race car', 'racecar', 'racing car', 'coupe');
      // A limousine is stretched and black; a hearse black and long, its cabin a tall box run
      // back to the tail (session 24: both were the plain saloon).
      const limo = b.is('limousine', 'limo', 'stretch limo', 'stretch limousine');
      const hearse = b.is('hearse');
      const hatch = b.is('hatchback') || hearse;
      // A roadster is an open two-seater; a jalopy an old car in faded, rusting paint.
      const roadster = b.is('roadster');
      const jalopy = b.is('jalopy');
      const open = b.is('convertible') || roadster || opts.lacks('roof');
      const doors = opts.number(
        sporty || roadster ? 2 : limo || hearse ? 4 : rng.pick([2, 4, 4]),
        2,
        5,
        'door',
      );
      const L = limo
        ? 6.9
        : hearse
          ? 5.6
          : rng.vary(sporty ? 4.4 : hatch ? 3.9 : doors >= 4 ? 4.6 : 4.2, 0.05);
      const Wd = rng.vary(sporty ? 1.9 : 1.8, 0.04);
      const wheelR = rng.vary(sporty ? 0.34 : 0.33, 0.06);
      const clearance = sporty ? 0.12 : 0.18;
      const belt = rng.vary(sporty ? 0.78 : 0.95, 0.05);
      const roof = belt + (hearse ? 0.75 : rng.vary(sporty ? 0.42 : 0.55, 0.06));
      const wheelX = L / 2 - rng.vary(0.85, 0.06);
      const taxi = b.is('taxi', 'cab', 'taxicab');
      const paint = taxi
        ? 0xf2c21a
        : limo || hearse
          ? 0x141418
          : b.is('police car')
            ? 0xf4f4f4
            : jalopy
              ? rng.pick([0x7a5a3a, 0x6a6a4a, 0x5a6a72])
              : rng.pick(PAINTS);
      const body = {
        ...tinted(FINISH.paint, hexRgb(paint), 'car paint'),
        metallic: jalopy ? 0 : 0.4,
        roughness: jalopy ? 0.85 : 0.25,
      };

      // Lower body: side profile with a sloping nose and tail, rounded, wheel arches cut.
      const nose = L / 2;
      const tail = -L / 2;
      const profile: V2[] = [
        [tail + 0.05, clearance],
        [nose - 0.1, clearance],
        [nose, clearance + 0.25],
        [nose - 0.12, belt - 0.08],
        [nose - 0.6, belt],
        [tail + 0.25, belt + (sporty ? 0.05 : 0)],
        [tail, belt - 0.12],
      ];
      let lower: Solid = g.extrudeRounded(profile, Wd, 0.09);
      const arches: Solid[] = [];
      for (const x of [wheelX, -wheelX]) {
        arches.push(
          g.rod([x, wheelR, -Wd], [x, wheelR, Wd], wheelR + 0.06, wheelR + 0.06, g.n(0.6)),
        );
      }
      lower = lower.sub(...arches);
      b.add('body', lower, palette.main(body));

      // Cabin: glass band, roof and pillars.
      const cabinRear = hatch ? tail + 0.15 : tail + L * (sporty ? 0.28 : limo ? 0.12 : 0.2);
      const cabinFront = nose - L * (sporty ? 0.42 : 0.36);
      const wind = (roof - belt) * (sporty ? 1.6 : 1.2);
      const back = (roof - belt) * (hatch ? 0.35 : sporty ? 1.3 : 0.9);
      const cabinW = Wd * 0.86;
      const glass = tinted(FINISH.glass, hexRgb(0x28323c), 'tinted glass');
      if (!open) {
        const cabin: V2[] = [
          [cabinRear, belt - 0.05],
          [cabinFront, belt - 0.05],
          [cabinFront - wind, roof],
          [cabinRear + back, roof],
        ];
        const shell = g.extrudeRounded(cabin, cabinW, 0.06);
        const roofCap = shell.and(g.boxAt([-L, roof - 0.07, -Wd], [L, roof + 1, Wd]));
        const band = g
          .extrudeRounded(cabin, cabinW + 0.02, 0.06)
          .and(g.boxAt([-L, belt - 0.06, -Wd], [L, roof - 0.06, Wd]));
        const pillar = (x0: number, x1: number): Solid =>
          g
            .extrudeRounded(cabin, cabinW + 0.05, 0.06)
            .and(g.boxAt([x0, belt - 0.06, -Wd], [x1, roof, Wd]));
        const midX = (cabinFront - wind * 0.5 + cabinRear + back * 0.5) / 2;
        const pillars = [pillar(midX - 0.05, midX + 0.05)];
        if (doors >= 4)
          pillars.push(pillar(cabinRear + back * 0.5 + 0.35, cabinRear + back * 0.5 + 0.43));
        b.add('roof', g.union([roofCap, ...pillars]), palette.main(body));
        b.add('windows', band, palette.fixed(glass));
      } else {
        const screen = g.extrude(
          [
            [cabinFront, belt - 0.05],
            [cabinFront + 0.05, belt - 0.05],
            [cabinFront - 0.25, belt + 0.35],
            [cabinFront - 0.3, belt + 0.35],
          ],
          cabinW,
        );
        b.add('windshield', screen, palette.fixed(glass));
        const seats: Solid[] = [];
        for (const z of [-Wd * 0.22, Wd * 0.22]) {
          seats.push(g.roundedBox(0.5, 0.55, 0.5, 0.08).move(cabinFront - 0.75, belt - 0.35, z));
        }
        b.add('seats', g.union(seats), palette.fixed(FINISH.leather));
      }

      // Wheels and hubs.
      const tyreW = 0.24;
      for (const [x, fb] of [
        [wheelX, 'f'],
        [-wheelX, 'r'],
      ] as const) {
        for (const [sz, lr] of [
          [1, 'l'],
          [-1, 'r'],
        ] as const) {
          const z = sz * (Wd / 2 - tyreW / 2 + 0.02);
          const tyre = g.rod(
            [x, wheelR, z - tyreW / 2],
            [x, wheelR, z + tyreW / 2],
            wheelR,
            wheelR,
            g.n(0.75),
          );
          const hub = g.rod(
            [x, wheelR, z],
            [x, wheelR, z + sz * (tyreW / 2 + 0.015)],
            wheelR * 0.6,
            wheelR * 0.55,
            g.n(0.5),
          );
          b.add(`wheel_${fb}${lr}`, tyre, palette.fixed(FINISH.rubber));
          b.add(`hub_${fb}${lr}`, hub, palette.fixed(FINISH.chrome));
        }
      }

      // Lights, bumpers, door handles.
      const lights: Solid[] = [];
      const tails: Solid[] = [];
      for (const sz of [1, -1]) {
        lights.push(
          g.ellipsoid(
            [nose - 0.08, clearance + 0.33, sz * Wd * 0.33],
            [0.08, 0.07, 0.14],
            g.n(0.3),
          ),
        );
        tails.push(
          g.boxAt(
            [tail - 0.02, belt - 0.3, sz * Wd * 0.3 - 0.13],
            [tail + 0.1, belt - 0.18, sz * Wd * 0.3 + 0.13],
          ),
        );
      }
      b.add('headlights', g.union(lights), palette.fixed(FINISH.light));
      b.add('taillights', g.union(tails), palette.fixed(FINISH.redLight));
      const bumpers = g.union([
        g.roundedBox(0.16, 0.16, Wd * 0.95, 0.05).move(nose - 0.05, clearance + 0.02, 0),
        g.roundedBox(0.16, 0.16, Wd * 0.95, 0.05).move(tail + 0.05, clearance + 0.02, 0),
      ]);
      b.add(
        'bumpers',
        bumpers,
        palette.fixed(tinted(FINISH.plastic, hexRgb(0x2a2a2c), 'black plastic')),
      );
      const handles: Solid[] = [];
      const perSide = doors >= 4 ? 2 : 1;
      for (let i = 0; i < perSide; i++) {
        const x = cabinFront - 0.45 - i * 0.95;
        for (const sz of [1, -1]) {
          handles.push(
            g.boxAt(
              [x - 0.12, belt - 0.14, (sz * Wd) / 2 - 0.03],
              [x + 0.12, belt - 0.1, sz * (Wd / 2 + 0.025)],
            ),
          );
        }
      }
      b.add('door_handles', g.union(handles), palette.fixed(FINISH.chrome));

      if (opts.want(b.is('race car', 'racecar', 'racing car'), 'spoiler')) {
        const wing = g.boxAt(
          [tail + 0.02, belt + 0.25, -Wd * 0.45],
          [tail + 0.35, belt + 0.29, Wd * 0.45],
        );
        const struts = g.union([
          g.boxAt([tail + 0.12, belt - 0.02, Wd * 0.28], [tail + 0.18, belt + 0.26, Wd * 0.3]),
          g.boxAt([tail + 0.12, belt - 0.02, -Wd * 0.3], [tail + 0.18, belt + 0.26, -Wd * 0.28]),
        ]);
        b.add('spoiler', wing.add(struts), palette.main(body));
      }
      if (b.is('police car')) {
        const bar = g.boxAt([-0.3, roof - 0.01, -0.4], [0.1, roof + 0.1, 0.4]);
        b.add('siren', bar, palette.fixed(tinted(FINISH.light, hexRgb(0x2050e0), 'siren')));
      }
      if (taxi) {
        b.add(
          'taxi_sign',
          g
            .roundedBox(0.32, 0.22, 0.7, 0.05)
            .move((cabinRear + back + cabinFront - wind) / 2, roof - 0.01, 0),
          palette.fixed(FINISH.light),
        );
      }
    }),
};
