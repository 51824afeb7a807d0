/** Writes `file.br` and `file.gz` beside every text file under `dir` (dot folders skipped); returns their count. */
export function precompress(dir: string): number;
