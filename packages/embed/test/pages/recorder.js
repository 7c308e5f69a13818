// A logger for the test pages that keeps each line in window[name], for the test to read.
export function recorder(name) {
  window[name] = [];
  const record =
    (level) =>
    (...args) =>
      window[name].push(`${level}: ${args.join(' ')}`);
  return { debug() {}, info: record('info'), warn: record('warn'), error: record('error') };
}
