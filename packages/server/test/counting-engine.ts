/** The real CAD engine, started at first use, counting the analyses and conversions it runs. */
import { createCadEngine, type CadEngine } from '@vitrine/cadify';

export function countingEngine() {
  const counts = { analyse: 0, convert: 0 };
  let engine: Promise<CadEngine> | undefined;
  const cad = () =>
    (engine ??= createCadEngine().then((real) => ({
      readable: real.readable,
      writable: real.writable,
      sniff: (head, name) => real.sniff(head, name),
      analyse: (file) => {
        counts.analyse++;
        return real.analyse(file);
      },
      renderPreview: (file, w, h) => real.renderPreview(file, w, h),
      convert: (file, format, out) => {
        counts.convert++;
        return real.convert(file, format, out);
      },
    })));
  return { cad, counts };
}
