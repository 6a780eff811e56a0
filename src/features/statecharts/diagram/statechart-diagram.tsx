import { Box, chakra } from '@chakra-ui/react';
import { useId, useMemo, type KeyboardEvent } from 'react';
import type { MachineModel } from '../tooling/statechart-model';
import {
  describeDrawing,
  FONT_SIZE,
  layoutMachine,
  LINE_HEIGHT,
  type ArrowLayout,
  type BoxLayout,
  type Point,
} from './layout';

/** An arrow the machine can take now, and how to take it. */
export interface TakeableArrow {
  /** What taking it does, e.g. `send login.submit` or `settle logIn with Saved`. */
  label: string;
  take: () => void;
}

export interface StatechartDiagramProps {
  model: MachineModel;
  /** The ids of the states the machine is in now (the root included). */
  activeIds: ReadonlySet<string>;
  /** The arrows clickable now, by transition key; none for a chart that only follows. */
  takeable?: ReadonlyMap<string, TakeableArrow>;
  /** A cap on the drawing's height (it scales down to fit), e.g. in the docked inspector. */
  maxHeight?: string;
}

const layouts = new WeakMap<MachineModel, ReturnType<typeof layoutMachine>>();

function layoutOf(model: MachineModel) {
  let layout = layouts.get(model);
  if (!layout) {
    layout = layoutMachine(model);
    layouts.set(model, layout);
  }
  return layout;
}

/** A smooth line through dagre's points: each bend rounded with a quadratic curve. */
function pathOf(points: readonly Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const last = rest.pop();
  const bends = rest.map((point, index) => {
    const next = rest[index + 1] ?? last ?? point;
    return `Q${point.x},${point.y} ${(point.x + next.x) / 2},${(point.y + next.y) / 2}`;
  });
  return [`M${first.x},${first.y}`, ...bends, last ? `L${last.x},${last.y}` : ''].join(' ');
}

function Lines({
  lines,
  x,
  y,
  strong,
  color,
}: {
  lines: readonly string[];
  x: number;
  y: number;
  strong?: boolean;
  color: string;
}) {
  const top = y - ((lines.length - 1) * LINE_HEIGHT) / 2;
  return lines.map((line, index) => (
    <chakra.text
      key={index}
      x={x}
      y={top + index * LINE_HEIGHT}
      textAnchor="middle"
      dominantBaseline="central"
      fill={color}
      fontWeight={strong && index === 0 ? 'bold' : undefined}
    >
      {line}
    </chakra.text>
  ));
}

function StateBox({ box, active }: { box: BoxLayout; active: boolean }) {
  const { state } = box;
  const stroke = active ? 'brand.solid' : 'border.emphasized';
  const common = {
    'data-state': state.id,
    'data-active': active ? 'true' : undefined,
  };
  const frame = { x: box.x, y: box.y, width: box.width, height: box.height };
  if (box.header) {
    return (
      <g {...common}>
        <chakra.rect
          {...frame}
          rx={10}
          fill={active && state.parentId !== null ? 'brand.subtle' : 'transparent'}
          stroke={state.parentId === null ? 'border.subtle' : stroke}
          strokeWidth={active && state.parentId !== null ? 2 : 1}
          strokeDasharray={state.type === 'parallel' ? '6 4' : undefined}
        />
        <Lines lines={box.lines} x={box.header.x} y={box.header.y} strong color="fg.default" />
      </g>
    );
  }
  return (
    <g {...common}>
      <chakra.rect
        {...frame}
        rx={state.type === 'history' ? box.height / 2 : 6}
        fill={active ? 'brand.subtle' : 'bg.surface'}
        stroke={stroke}
        strokeWidth={active ? 2.5 : 1}
      />
      {state.type === 'final' ? (
        <chakra.rect
          x={box.x + 3}
          y={box.y + 3}
          width={box.width - 6}
          height={box.height - 6}
          rx={4}
          fill="transparent"
          stroke={stroke}
        />
      ) : null}
      <Lines
        lines={box.lines}
        x={box.x + box.width / 2}
        y={box.y + box.height / 2}
        strong
        color={active ? 'brand.fg' : 'fg.default'}
      />
    </g>
  );
}

function ArrowLabel({ arrow, color }: { arrow: ArrowLayout; color: string }) {
  const width = Math.max(...arrow.label.map((line) => line.length)) * FONT_SIZE * 0.6 + 8;
  const height = arrow.label.length * LINE_HEIGHT + 4;
  return (
    <>
      <chakra.rect
        x={arrow.labelAt.x - width / 2}
        y={arrow.labelAt.y - height / 2}
        width={width}
        height={height}
        rx={3}
        fill="bg.surface"
        opacity={0.92}
      />
      <Lines lines={arrow.label} x={arrow.labelAt.x} y={arrow.labelAt.y} color={color} />
    </>
  );
}

function takeOnKey(event: KeyboardEvent, take: () => void) {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  take();
}

/**
 * A statechart drawn from its model: a box per state (frames around nested states, a double
 * border for final states), an arrow per transition labelled `event [guard] / actions`, a dot
 * marking each initial state. The states the machine is in are highlighted; the arrows it can
 * take now are buttons (mouse and keyboard). The caption is its text alternative; the lists
 * beside it say the same in full.
 */
export function StatechartDiagram({
  model,
  activeIds,
  takeable,
  maxHeight,
}: StatechartDiagramProps) {
  const layout = useMemo(() => layoutOf(model), [model]);
  const transitions = useMemo(() => new Map(model.transitions.map((t) => [t.key, t])), [model]);
  const captionId = useId();
  const markerBase = `arrowhead-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const marker = (kind: 'idle' | 'takeable') => `url(#${markerBase}-${kind})`;

  return (
    <chakra.figure m="0">
      <Box overflowX="auto">
        <chakra.svg
          role="group"
          aria-labelledby={captionId}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width="100%"
          maxW={`${layout.width}px`}
          maxH={maxHeight}
          display="block"
          fontFamily="mono"
          fontSize={`${FONT_SIZE}px`}
        >
          <defs>
            {(['idle', 'takeable'] as const).map((kind) => (
              <marker
                key={kind}
                id={`${markerBase}-${kind}`}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <chakra.path
                  d="M0,0 L10,5 L0,10 z"
                  fill={kind === 'takeable' ? 'brand.solid' : 'fg.muted'}
                />
              </marker>
            ))}
          </defs>
          <g aria-hidden="true">
            {layout.boxes.map((box) => (
              <StateBox key={box.state.id} box={box} active={activeIds.has(box.state.id)} />
            ))}
            {layout.initials.map((initial) => (
              <g key={initial.stateId} data-initial={initial.stateId}>
                <chakra.circle cx={initial.dot.x} cy={initial.dot.y} r={5} fill="fg.default" />
                <chakra.path
                  d={pathOf(initial.points)}
                  fill="none"
                  stroke="fg.default"
                  markerEnd={marker('idle')}
                />
              </g>
            ))}
          </g>
          {layout.arrows.map((arrow, index) => {
            const taking = takeable?.get(arrow.transitionKey);
            const line = (
              <>
                <chakra.path
                  d={pathOf(arrow.points)}
                  fill="none"
                  stroke={taking ? 'brand.solid' : 'fg.muted'}
                  strokeWidth={taking ? 2 : 1}
                  markerEnd={marker(taking ? 'takeable' : 'idle')}
                />
                <ArrowLabel arrow={arrow} color={taking ? 'brand.fg' : 'fg.muted'} />
              </>
            );
            const key = `${arrow.transitionKey}-${index}`;
            const transition = transitions.get(arrow.transitionKey);
            const data = {
              'data-transition': arrow.transitionKey,
              'data-source': transition?.sourceId,
              'data-event': transition?.eventType || 'always',
            };
            if (!taking) {
              return (
                <g key={key} aria-hidden="true" {...data}>
                  {line}
                </g>
              );
            }
            return (
              <chakra.g
                key={key}
                role="button"
                tabIndex={0}
                aria-label={`Take the arrow: ${taking.label}`}
                {...data}
                data-takeable="true"
                cursor="pointer"
                outline="none"
                _hover={{ '& path': { strokeWidth: 3 } }}
                _focusVisible={{ '& rect': { stroke: 'brand.solid', strokeWidth: 2 } }}
                onClick={taking.take}
                onKeyDown={(event) => takeOnKey(event, taking.take)}
              >
                <chakra.path
                  d={pathOf(arrow.points)}
                  fill="none"
                  stroke="transparent"
                  strokeWidth={14}
                />
                {line}
              </chakra.g>
            );
          })}
        </chakra.svg>
      </Box>
      <chakra.figcaption id={captionId} fontSize="sm" color="fg.muted" mt="2">
        {describeDrawing(model, activeIds)}
        {takeable && takeable.size > 0 ? ' Highlighted arrows can be taken now: click one.' : ''}
      </chakra.figcaption>
    </chakra.figure>
  );
}
