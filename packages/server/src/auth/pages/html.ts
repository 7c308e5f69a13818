/** Escaping for the provider's server-rendered pages: every value goes through `esc`. */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const esc = (value: string | number) =>
  String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Markup already escaped or built from escaped parts. */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

/** A tagged template that escapes interpolations unless they are Html (or arrays of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    const parts = Array.isArray(value) ? value : [value];
    for (const part of parts) {
      if (part === undefined || part === null || part === false) continue;
      out += part instanceof Html ? part.value : esc(part as string | number);
    }
    out += strings[i + 1]!;
  });
  return new Html(out);
}
