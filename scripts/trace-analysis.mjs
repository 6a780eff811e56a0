/**
 * Reading a Chrome trace (the Tracing domain's event list) for `npm run trace`: the page's main
 * thread, its tasks after the first contentful paint, and what each spent its time on, by the
 * self time of the events inside it.
 */

const KINDS = [
  [
    'script',
    /^(EvaluateScript|v8\.evaluateModule|v8\.compile|v8\.compileModule|v8\.run|V8\.Execute|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|RunMicrotasks|XHRReadyStateChange|XHRLoad|CompileScript|v8\.produceCache|v8\.parseOnBackground)$/,
  ],
  ['gc', /GC|^BlinkGC|^V8\.GC/],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/],
  ['layout', /^(Layout|InvalidateLayout)$/],
  [
    'paint',
    /^(Paint|PaintImage|PrePaint|Layerize|UpdateLayer|UpdateLayerTree|CompositeLayers|Commit|Decode Image|ImageDecodeTask|Decode LazyPixelRef)$/,
  ],
  ['parse HTML', /^ParseHTML$/],
];

/** A task of the thread's scheduler (devtools.timeline's RunTask; toplevel's name as well). */
const TASK = /^RunTask$/;

function kindOf(name) {
  return KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? null;
}

function fileOf(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const url = data.url ?? data.scriptName ?? data.fileName ?? event.args?.fileName ?? '';
  return url ? url.split('/').pop().split('?')[0] || url : '';
}

/** Complete events of one thread from X events and B/E pairs, in start order. */
function completeEvents(events) {
  const complete = [];
  const open = [];
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (event.ph === 'X' && typeof event.dur === 'number') complete.push(event);
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) complete.push({ ...begin, ph: 'X', dur: event.ts - begin.ts });
    }
  }
  return complete.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/**
 * The renderer main thread that painted the page: its complete events (times in ms from the
 * navigation), and the first contentful paint.
 */
export function mainThreadOf(events) {
  const fcpMark = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcpMark) throw new Error('The trace has no first contentful paint');
  const { pid, tid } = fcpMark;
  const own = events.filter((event) => event.pid === pid && event.tid === tid);
  // Each SVG picture is a document of its own with its own navigationStart: take the page's.
  const navigation = own.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.navigationId === fcpMark.args?.data?.navigationId,
  );
  const origin = navigation?.ts ?? own[0].ts;
  const toMs = (event) => ({
    ...event,
    start: (event.ts - origin) / 1000,
    duration: (event.dur ?? 0) / 1000,
  });
  return { fcp: (fcpMark.ts - origin) / 1000, events: completeEvents(own).map(toMs) };
}

/** Tasks over 50 ms that end after the first paint; a task that straddles it counts from it. */
export function longTasksAfter(main, thresholdMs = 50) {
  return main.events
    .filter((event) => TASK.test(event.name) && event.start + event.duration > main.fcp)
    .map((event) => {
      const start = Math.max(event.start, main.fcp);
      return { event, start, duration: event.start + event.duration - start };
    })
    .filter((task) => task.duration > thresholdMs);
}

/** Self time by cost inside one task (or the whole of `within`, all tasks after `from`). */
function selfTimes(events, from, to) {
  const inside = events.filter(
    (event) => event.start >= from && event.start + event.duration <= to + 0.001,
  );
  const costs = new Map();
  const stack = [];
  const add = (key, time) => costs.set(key, (costs.get(key) ?? 0) + time);
  const close = (entry) => add(entry.key, entry.self);
  for (const event of inside) {
    while (stack.length && event.start >= stack.at(-1).end - 0.0005) close(stack.pop());
    const parent = stack.at(-1);
    if (parent) parent.self -= event.duration;
    const kind = kindOf(event.name);
    let key;
    if (TASK.test(event.name) || event.name === 'ThreadControllerImpl::RunTask') key = 'other';
    // A module's evaluation names no file: it is named by its event.
    else if (kind === 'script') key = `script ${fileOf(event) || parent?.file || event.name}`;
    else if (kind) key = kind;
    else key = parent?.key ?? 'other';
    const file = kind === 'script' ? fileOf(event) || parent?.file : parent?.file;
    stack.push({ key, file, self: event.duration, end: event.start + event.duration });
  }
  while (stack.length) close(stack.pop());
  return costs;
}

/** What one task spent its time on: script (by file), style, layout, paint, parsing, GC. */
export function attribute(task, main) {
  const costs = selfTimes(main.events, task.event.start, task.event.start + task.event.duration);
  const kinds = {};
  for (const [key, time] of costs) {
    if (time > 0) kinds[key] = (kinds[key] ?? 0) + time;
  }
  return { kinds };
}

/** The largest costs of every task after the first paint, largest first. */
export function topCosts(main) {
  const costs = new Map();
  for (const task of longTasksAfter(main, 0)) {
    for (const [key, time] of selfTimes(
      main.events,
      task.event.start,
      task.event.start + task.event.duration,
    )) {
      costs.set(key, (costs.get(key) ?? 0) + time);
    }
  }
  return [...costs].filter(([, time]) => time > 0).sort((a, b) => b[1] - a[1]);
}
