/**
 * A Star printer as the CloudPRNT protocol has it behave, over real HTTP: it POSTs its status to
 * the configured URL, and when told a job is ready GETs it in the first media type it supports
 * (here text/plain only) with its MAC and the job token, then DELETEs it with its result code.
 */
export class SimulatedPrinter {
  /** every ticket it has printed (a DELETE with 200 OK), in order */
  readonly printed: string[] = [];
  /** when each GET of a job came back, performance.now() */
  readonly fetchedAt: number[] = [];

  constructor(
    private readonly url: string,
    readonly mac: string,
    private readonly supports = ['text/plain'],
  ) {}

  async poll(): Promise<{ status: number; body: { jobReady?: boolean; mediaTypes?: string[]; jobToken?: string } }> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        status: '23 86 00 00 00 00 00 00 00 00 00',
        printerMAC: this.mac,
        statusCode: '200%20OK',
        printingInProgress: false,
        clientAction: null,
      }),
    });
    return { status: res.status, body: await res.json() };
  }

  async fetchJob(token: string, type = 'text/plain') {
    const query = new URLSearchParams({ uid: '1', type, mac: this.mac, token });
    const res = await fetch(`${this.url}?${query}`);
    this.fetchedAt.push(performance.now());
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  }

  async report(token: string, code: string) {
    const query = new URLSearchParams({ code, mac: this.mac, token });
    return (await fetch(`${this.url}?${query}`, { method: 'DELETE' })).status;
  }

  /** One round: poll, and if a job is ready fetch it and report `code`. Returns the ticket, or null when idle. */
  async printOne(code = '200 OK'): Promise<string | null> {
    const poll = await this.poll();
    if (!poll.body.jobReady || !poll.body.jobToken) return null;
    const type = poll.body.mediaTypes!.find((t) => this.supports.includes(t));
    if (!type) throw new Error(`no media type this printer supports in ${poll.body.mediaTypes}`);
    const job = await this.fetchJob(poll.body.jobToken, type);
    if (job.status !== 200) throw new Error(`job fetch failed: ${job.status}`);
    await this.report(poll.body.jobToken, code);
    if (/^2/.test(code)) this.printed.push(job.text);
    return job.text;
  }

  /** Prints until the server has nothing more (bounded, so a queue that never empties fails the test). */
  async printAll(): Promise<number> {
    for (let n = 0; n < 100; n++) if ((await this.printOne()) === null) return n;
    throw new Error('the queue never emptied');
  }
}
