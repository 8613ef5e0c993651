import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { roadSignBoxes, type RoadSignId } from "./tools/road-signs";

/*
 * The road-sign practice's signs, drawn in the MUTCD's shapes and colours (the sign numbers are
 * the MUTCD's): red octagon, red-bordered triangle, white rectangle for a rule, yellow diamond for
 * a warning, green for a guide sign. The legends are the signs' own English words, the same in
 * every language, so each sign is one file, /road-signs/<id>.svg (app/pages/road-signs/), that
 * every page shows as an image with a text alternative in its own language. Files rather than
 * drawings inside the page: inline, the drawings cost a Russian page 1.1 KB of its 30 KB
 * (gzipped), and lazy images load only when the practice comes near the screen.
 */

const red = "#c8102e";
const yellow = "#ffcd00";
const green = "#00703c";
const black = "#111";
/** The edge of a white or yellow sign, so it stands out from the white page. */
const edge = "#8a96a3";

/** A line of legend, squeezed or stretched to `width` so every font fits the sign the same way; black unless `fill` says. */
function Legend({
  x = 50,
  y,
  size,
  width,
  fill,
  children,
}: {
  x?: number;
  y: number;
  size: number;
  width: number;
  fill?: string;
  children: string;
}) {
  return (
    <text x={x} y={y} fontSize={size} textLength={width} lengthAdjust="spacingAndGlyphs" fill={fill}>
      {children}
    </text>
  );
}

/** A tractor-trailer seen from the side, 56 wide and 25 high, cab to the right. */
function Truck({ transform }: { transform: string }) {
  return (
    <g transform={transform}>
      <path d="M0 0h40v18H0zM42 4h9l5 7v9H42z" />
      <circle cx="7" cy="21" r="3.6" />
      <circle cx="15" cy="21" r="3.6" />
      <circle cx="46" cy="21" r="3.6" />
    </g>
  );
}

/** A white regulatory panel with its black border. */
function WhitePanel({ width, height, y = 0 }: { width: number; height: number; y?: number }) {
  return (
    <>
      <rect x="1" y={y + 1} width={width - 2} height={height - 2} rx="5" fill="#fff" stroke={edge} />
      <rect x="4" y={y + 4} width={width - 8} height={height - 8} rx="3" fill="none" stroke={black} strokeWidth="2" />
    </>
  );
}

/** A yellow warning diamond with its black border, in a 100 by 100 box. */
function Diamond() {
  return (
    <>
      <path d="M50 1 99 50 50 99 1 50z" fill={yellow} stroke={edge} strokeLinejoin="round" />
      <path d="M50 6 94 50 50 94 6 50z" fill="none" stroke={black} strokeWidth="2.5" strokeLinejoin="round" />
    </>
  );
}

/** A red prohibition ring with its slash, top left to bottom right, over what it forbids. */
function Prohibited() {
  return (
    <g stroke={red} strokeWidth="8" fill="none">
      <circle cx="50" cy="50" r="37" />
      <path d="M24 24 76 76" />
    </g>
  );
}

const octagon = "29.3,0 70.7,0 100,29.3 100,70.7 70.7,100 29.3,100 0,70.7 0,29.3";

const drawings: Record<RoadSignId, ReactNode> = {
  // R1-1
  stop: (
    <>
      <polygon points={octagon} fill="#fff" stroke={edge} />
      <polygon points={octagon} fill={red} transform="translate(50 50) scale(.93) translate(-50 -50)" />
      <Legend y={61} size={31} width={76} fill="#fff">
        STOP
      </Legend>
    </>
  ),
  // R1-2
  yield: (
    <>
      <path d="M2 3h96L50 86z" fill={red} stroke={edge} strokeLinejoin="round" />
      <path d="M24 15.5h52L50 60.5z" fill="#fff" />
      <Legend y={27} size={11} width={34} fill={red}>
        YIELD
      </Legend>
    </>
  ),
  // R5-1
  "do-not-enter": (
    <>
      <rect x="1" y="1" width="98" height="98" rx="6" fill="#fff" stroke={edge} />
      <circle cx="50" cy="50" r="45" fill={red} />
      <rect x="12" y="43" width="76" height="14" fill="#fff" />
      <Legend y={35} size={13} width={50} fill="#fff">
        DO NOT
      </Legend>
      <Legend y={75} size={13} width={48} fill="#fff">
        ENTER
      </Legend>
    </>
  ),
  // R2-1 with the R2-2P plaque
  "truck-speed-limit": (
    <>
      <WhitePanel width={80} height={98} />
      <Legend x={40} y={26} size={15} width={56}>
        SPEED
      </Legend>
      <Legend x={40} y={44} size={15} width={48}>
        LIMIT
      </Legend>
      <Legend x={40} y={85} size={40} width={46}>
        65
      </Legend>
      <WhitePanel width={80} height={42} y={100} />
      <Legend x={40} y={118} size={12} width={52}>
        TRUCKS
      </Legend>
      <Legend x={40} y={136} size={16} width={22}>
        55
      </Legend>
    </>
  ),
  // R12-1
  "weight-limit": (
    <>
      <WhitePanel width={80} height={100} />
      <Legend x={40} y={25} size={14} width={58}>
        WEIGHT
      </Legend>
      <Legend x={40} y={43} size={14} width={44}>
        LIMIT
      </Legend>
      <Legend x={40} y={71} size={24} width={30}>
        10
      </Legend>
      <Legend x={40} y={89} size={14} width={42}>
        TONS
      </Legend>
    </>
  ),
  // R5-2
  "no-trucks": (
    <>
      <WhitePanel width={100} height={100} />
      <Truck transform="translate(22 38)" />
      <Prohibited />
    </>
  ),
  // R14-1
  "truck-route": (
    <>
      <WhitePanel width={100} height={66} />
      <Legend y={30} size={19} width={72}>
        TRUCK
      </Legend>
      <Legend y={53} size={19} width={72}>
        ROUTE
      </Legend>
    </>
  ),
  // R14-3
  "no-hazmat": (
    <>
      <WhitePanel width={100} height={100} />
      <Legend y={61} size={30} width={42}>
        HM
      </Legend>
      <Prohibited />
    </>
  ),
  // W12-2
  "low-clearance": (
    <>
      <Diamond />
      <path d="M38 21h24M38 79h24" stroke={black} strokeWidth="3" />
      <path d="M50 24l-7 9h14zM50 76l-7-9h14z" />
      <Legend y={50} size={14} width={40}>
        12 FT
      </Legend>
      <Legend y={65} size={14} width={30}>
        6 IN
      </Legend>
    </>
  ),
  // W7-1 with the W7-3P plaque
  "steep-grade": (
    <>
      <Diamond />
      <path d="M22 44v24h56z" />
      <Truck transform="translate(30 30) rotate(24.8) scale(.6)" />
      <rect x="21" y="104" width="58" height="37" rx="4" fill={yellow} stroke={edge} />
      <rect x="24" y="107" width="52" height="31" rx="3" fill="none" stroke={black} strokeWidth="2" />
      <Legend y={131} size={22} width={34}>
        6%
      </Legend>
    </>
  ),
  // W1-13
  "truck-rollover": (
    <>
      <Diamond />
      <path d="M40 84V66c0-12 6-19 19-22" fill="none" stroke={black} strokeWidth="6" />
      <path d="M57 35l14 8-13 9z" />
      <Truck transform="translate(24 42) rotate(-28) scale(.62)" />
    </>
  ),
  // W7-4
  "runaway-truck-ramp": (
    <>
      <rect x="1" y="1" width="98" height="90" rx="5" fill={yellow} stroke={edge} />
      <rect x="4" y="4" width="92" height="84" rx="3" fill="none" stroke={black} strokeWidth="2" />
      <Legend y={24} size={15} width={76}>
        RUNAWAY
      </Legend>
      <Legend y={43} size={15} width={56}>
        TRUCK
      </Legend>
      <Legend y={62} size={15} width={48}>
        RAMP
      </Legend>
      <Legend y={81} size={15} width={52}>
        1 MILE
      </Legend>
    </>
  ),
  // D8-1
  "weigh-station": (
    <>
      <rect x="1" y="1" width="118" height="68" rx="6" fill={green} />
      <rect x="4" y="4" width="112" height="62" rx="4" fill="none" stroke="#fff" strokeWidth="2" />
      <Legend x={60} y={30} size={14} width={100} fill="#fff">
        WEIGH STATION
      </Legend>
      <Legend x={60} y={54} size={14} width={48} fill="#fff">
        1 MILE
      </Legend>
    </>
  ),
};

/** A sign as a standalone SVG file, twice its drawing's box in CSS pixels. */
export function roadSignSvg(id: RoadSignId): string {
  const { width, height } = roadSignBoxes[id];
  return renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width * 2}
      height={height * 2}
      fill={black}
      fontFamily="Arial, Helvetica, sans-serif"
      fontWeight="700"
      textAnchor="middle"
    >
      {drawings[id]}
    </svg>,
  );
}
