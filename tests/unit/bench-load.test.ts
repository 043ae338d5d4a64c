/**
 * The load test's reading of wrk (scripts/bench/load.mts): the request script
 * cycles through the mix, and the report's figures are read, or the bench
 * fails instead of printing a wrong one.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { parseWrk, wrkScript } from '../../scripts/bench/load.mts';

const REPORT = `Running 15s test @ http://127.0.0.1:8905/
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.10ms    5.02ms  61.37ms   93.80%
    Req/Sec    23.58k     2.11k   28.40k    70.67%
  Latency Distribution
     50%  538.00us
     75%    1.10ms
     90%    4.62ms
     99%   34.07ms
  704583 requests in 15.02s, 18.20GB read
Requests/sec:  46903.79
Transfer/sec:      1.21GB
`;

describe('load test: wrk', () => {
  it('reads requests per second, the request count and the latency percentiles, in milliseconds', () => {
    assert.deepEqual(parseWrk(REPORT), {
      requestsPerSecond: 46903.79,
      requests: 704583,
      p50Ms: 0.538,
      p99Ms: 34.07,
      socketErrors: 0,
      non2xx: 0,
    });
  });

  it('counts socket errors and answers that are not 2xx or 3xx', () => {
    const result = parseWrk(
      REPORT.replace(
        'Requests/sec',
        '  Socket errors: connect 0, read 3, write 1, timeout 2\n  Non-2xx or 3xx responses: 7\nRequests/sec',
      ),
    );
    assert.equal(result.socketErrors, 6);
    assert.equal(result.non2xx, 7);
  });

  it('reads latencies given in seconds', () => {
    assert.equal(parseWrk(REPORT.replace('34.07ms', '1.25s')).p99Ms, 1250);
  });

  it('fails on a report without a figure rather than print a wrong one', () => {
    assert.throws(() => parseWrk(REPORT.replace(/^Requests\/sec:.*$/m, '')), /requests per second/);
    assert.throws(() => parseWrk(REPORT.replace('Latency Distribution', '').replace(/^\s*99%.*$/m, '')), /99th/);
  });

  it('asks for every URL of the mix in turn, with the encodings a browser accepts', () => {
    const script = wrkScript(['/', '/search-index.json', '/a "quoted" path/']);
    assert.match(script, /local paths = \{ "\/", "\/search-index.json", "\/a \\"quoted\\" path\/" \}/);
    assert.match(script, /paths\[\(counter % #paths\) \+ 1\]/);
    assert.match(script, /\["Accept-Encoding"\] = "br, gzip"/);
  });
});
