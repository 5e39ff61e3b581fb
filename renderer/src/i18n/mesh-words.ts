/**
 * The words of a 3D interpretation (`metadata.interpretation`: kind, colours, materials,
 * parts, size) in Simplified Chinese. The gateway answers in its English vocabulary
 * (server/mesh/library kinds, server/mesh/prompt colours/materials/parts), shown here:
 * kinds through the prompt reader's own lexicon, the rest from one compact `english=中文`
 * list per category (the lexicon names only a few colours, materials and parts);
 * test/studio/mesh-words.test.ts fails when the server gains a word missing in both.
 * Unknown words (an upstream's) are shown as they came.
 */
import { translationsOf } from '@voxmesh/contract/prompt-lexicon.ts';

const table = (list: string): ReadonlyMap<string, string> =>
  new Map(
    list
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );

/**
 * Kinds come from the prompt reader's bilingual lexicon (contract/prompt-lexicon.ts, a
 * data module of the contract, bundled into the lazily loaded 3D chunk): its first Chinese word for each kind.
 * Only what it lacks or means otherwise as a display word is named here.
 */
const KINDS_ZH_OVERRIDES = table(`
  sculpture=抽象雕塑, relief=浮雕, glass=玻璃杯, placeholder=占位形体
`);
const kindZh = (w: string): string | null =>
  KINDS_ZH_OVERRIDES.get(w) ?? translationsOf(w)?.zh[0] ?? null;

const COLORS_ZH = table(`
  red=红色, crimson=深红色, scarlet=猩红色, maroon=栗色, burgundy=酒红色, ruby=宝石红, pink=粉色,
  magenta=洋红色, fuchsia=紫红色, rose=玫瑰色, salmon=鲑鱼色, coral=珊瑚色, peach=桃色,
  orange=橙色, amber=琥珀色, yellow=黄色, lemon=柠檬黄, mustard=芥末黄, ochre=赭色, gold=金色,
  cream=奶油色, ivory=象牙白, beige=米色, tan=棕褐色, khaki=卡其色, sand=沙色, brown=棕色,
  chocolate=巧克力色, rust=铁锈色, copper=铜色, bronze=青铜色, green=绿色, lime=青柠绿,
  olive=橄榄绿, emerald=祖母绿, jade=玉色, mint=薄荷绿, teal=蓝绿色, turquoise=绿松石色,
  cyan=青色, aqua=水绿色, blue=蓝色, azure=天蓝色, cobalt=钴蓝色, sapphire=宝石蓝, navy=海军蓝,
  indigo=靛蓝色, violet=紫罗兰色, purple=紫色, lavender=薰衣草紫, lilac=丁香紫, plum=梅紫色,
  white=白色, silver=银色, gray=灰色, charcoal=炭灰色, black=黑色,
  navy blue=海军蓝, sky blue=天蓝色, baby blue=浅蓝色, royal blue=宝蓝色, midnight blue=午夜蓝,
  ice blue=冰蓝色, forest green=森林绿, lime green=青柠绿, olive green=橄榄绿, sea green=海绿色,
  mint green=薄荷绿, hot pink=亮粉色, blood red=血红色, wine red=酒红色, cherry red=樱桃红,
  brick red=砖红色, jet black=乌黑色, snow white=雪白色, off white=米白色, lemon yellow=柠檬黄,
  golden yellow=金黄色, burnt orange=焦橙色
`);

/** Shade words before a colour ("dark green" → 深绿色 is 深 + 绿色). */
const SHADES_ZH = table(`
  dark=深, light=浅, pale=淡, bright=亮, deep=深, pastel=粉彩, neon=荧光, dull=暗, muted=柔和
`);

const MATERIALS_ZH = table(`
  wood=木头, walnut=胡桃木, mahogany=红木, bamboo=竹子, ebony=乌木, stone=石头, marble=大理石,
  granite=花岗岩, concrete=混凝土, brick=砖, metal=金属, steel=钢, iron=铁, gold=黄金, silver=银,
  bronze=青铜, copper=铜, brass=黄铜, chrome=铬, aluminum=铝, glass=玻璃, crystal=水晶,
  diamond=钻石, plastic=塑料, ceramic=陶瓷, porcelain=瓷, clay=黏土, terracotta=赤陶,
  fabric=布料, leather=皮革, ice=冰, rubber=橡胶, paper=纸, fur=毛皮, jade=玉, obsidian=黑曜石,
  wax=蜡
`);

const PARTS_ZH = table(`
  armrest=扶手, arm=手臂, backrest=靠背, cushion=坐垫, seat=座位, walls=墙, body=主体, frame=框架,
  screen=屏幕, blade=刀刃, head=头, trunk=树干, top=顶面, icing=糖霜, bun=面包, cheese=奶酪,
  leg=腿, foot=脚, handle=把手, lid=盖子, spout=壶嘴, door=门, window=窗户, chimney=烟囱,
  roof=屋顶, porch=门廊, floor=楼层, flag=旗帜, battlement=城垛, fin=尾翼, booster=推进器,
  wheel=轮子, spoiler=扰流板, sail=帆, mast=桅杆, cabin=船舱, oar=桨, guard=护手, gem=宝石,
  point=尖端, antenna=天线, eye=眼睛, ear=耳朵, tail=尾巴, wing=翅膀, whisker=胡须, collar=项圈,
  hat=帽子, scarf=围巾, nose=鼻子, button=纽扣, spot=斑点, ring=光环, moon=卫星, crater=陨石坑,
  pillow=枕头, blanket=毯子, headboard=床头板, shelf=搁板, book=书, drawer=抽屉, flower=花,
  pot=花盆, leaf=叶子, fruit=果实, branch=树枝, root=根, thorn=刺, cork=瓶塞, cap=瓶盖, label=标签, shade=灯罩,
  bulb=灯泡, base=底座, tower=塔楼, gate=大门, string=琴弦, horn=角, beak=喙, mane=鬃毛,
  stripe=条纹, continent=大陆, ocean=海洋, petal=花瓣, shell=壳, strap=背带, lens=镜头,
  brim=帽檐, claw=钳子, canopy=伞面, sign=标牌, nozzle=喷嘴, hood=顶罩, visor=帽舌, pocket=口袋,
  belt=腰带, bow=蝴蝶结, valve=阀门, hand=手, hoof=蹄, neck=颈部, muzzle=口鼻, hair=头发,
  torso=躯干, balcony=阳台, shutters=百叶窗, skylight=天窗, driveway=车道
`);

const SIZES_ZH = table(`tiny=微小, small=小, medium=中等, large=大, huge=巨大`);

/** The gateway's state words (server/mesh/prompt/states.ts: "an open book", "a broken vase"). */
const STATES_ZH = table(`open=打开的, closed=合上的, lit=点燃的, unlit=未点燃的, carved=雕刻的,
  half=半个, peeled=去皮的, full=满的, empty=空的, broken=破碎的, wet=湿的, melted=融化的,
  frozen=冰冻的, rotten=腐烂的, burnt=烧焦的, bitten=咬过的, crumpled=揉皱的, torn=撕破的,
  rusty=生锈的`);

export type MeshWordKind = 'kind' | 'color' | 'material' | 'part' | 'size' | 'state';

const TABLES: Record<Exclude<MeshWordKind, 'kind'>, ReadonlyMap<string, string>> = {
  color: COLORS_ZH,
  material: MATERIALS_ZH,
  part: PARTS_ZH,
  size: SIZES_ZH,
  state: STATES_ZH,
};

/** The Chinese of one word of `kind`, or null when the table does not know it. */
export function meshWordZh(kind: MeshWordKind, word: string): string | null {
  const w = word.trim().toLowerCase();
  if (kind === 'kind') return kindZh(w);
  const hit = TABLES[kind].get(w);
  if (hit) return hit;
  if (kind === 'color') {
    // "dark green", "light sky blue": a shade, then a colour.
    const [first, ...rest] = w.split(/\s+/);
    const shade = first ? SHADES_ZH.get(first) : undefined;
    const colour = rest.length ? meshWordZh('color', rest.join(' ')) : null;
    if (shade && colour) return `${shade}${colour}`;
  }
  return null;
}

/**
 * A part entry as the gateway writes it: "door", "2 door" (a number asked for) or
 * "no handle" (left out), in Chinese, or null when the part is unknown.
 */
export function meshPartZh(
  entry: string,
): { part: string; count: number | null; without: boolean } | null {
  const m = /^(?:(no)\s+|(\d+)\s+)?(.+)$/.exec(entry.trim());
  if (!m) return null;
  const part = meshWordZh('part', m[3]!);
  if (!part) return null;
  return { part, count: m[2] ? Number(m[2]) : null, without: m[1] === 'no' };
}
