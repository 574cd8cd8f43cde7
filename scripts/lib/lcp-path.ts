// The text `npm run bench:lcp-path` prints for one of Lighthouse's LCP simulations: a row
// per node of the graph, in simulated order. Lantern's nodes are typed loosely here: only
// what is printed is read.

/** What is read of a Lantern graph node (times observed, in microseconds). */
export interface TimedNode {
  type: string;
  startTime: number;
  endTime: number;
  request?: { url: string; transferSize: number };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
}

const fileOf = (url: string) => url.split('/').pop() ?? url;

/** One row: simulated start and end (ms), observed start and end (ms), what the node is. */
export function formatLcpGraph(
  label: string,
  timings: Map<TimedNode, { startTime: number; endTime: number }>,
  origin: string,
): string {
  const nodes = [...timings];
  const t0 = Math.min(...nodes.map(([node]) => node.startTime));
  const end = Math.max(...nodes.map(([, t]) => t.endTime));
  const rows = nodes
    .sort(([, a], [, b]) => a.startTime - b.startTime || a.endTime - b.endTime)
    .map(([node, t]) => {
      const observed = `${Math.round((node.startTime - t0) / 1000)}-${Math.round((node.endTime - t0) / 1000)}`;
      let what: string;
      if (node.type === 'network' && node.request) {
        what = `${node.request.url.replace(origin, '')} ${node.request.transferSize} B`;
      } else {
        const events = node.childEvents ?? [];
        const sent = events
          .filter((e) => e.name === 'ResourceSendRequest')
          .map((e) => fileOf(e.args?.data?.url ?? '?'));
        const ms = ((node.endTime - node.startTime) / 1000).toFixed(1);
        what = `task ${ms} ms${sent.length > 0 ? `, sends ${sent.join(' ')}` : ''}`;
      }
      const at = `${Math.round(t.startTime)}`.padStart(6);
      const until = `${Math.round(t.endTime)}`.padStart(6);
      return `${at} ${until}  [observed ${observed}] ${what}`;
    });
  return [`## ${label}: ${Math.round(end)} ms, ${nodes.length} nodes`, ...rows].join('\n');
}
