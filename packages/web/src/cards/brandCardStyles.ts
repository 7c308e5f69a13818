/**
 * The brand card's look as static rules (components/staticStyles.ts), as the model card's
 * (cardStyles.ts): the brand list draws 64 of them, and MUI's Card, Box and Typography had
 * emotion work out their styles again for every card at every render (a long task on a phone,
 * docs/PERFORMANCE.md). It looks as the outlined Card with its sx did; index.html's
 * .boot-brands draws the previews' box at the same pixels.
 */
import type { Theme } from '@mui/material/styles';
import { typographyCss, useStaticStyles } from '../components/staticStyles';

/** The logo's side, half of it over the previews. */
export const LOGO_PX = 64;

const rules = (theme: Theme) => {
  const { palette, typography, shape, shadows } = theme;
  const space = (n: number) => theme.spacing(n);
  return `
.vt-brand-card{box-sizing:border-box;min-height:289px;display:flex;overflow:hidden;
  background:${palette.background.paper};color:${palette.text.primary};
  border:1px solid ${palette.divider};border-radius:${shape.borderRadius}px}
.vt-brand-card .vt-brand-card__action{flex:1;display:flex;flex-direction:column;align-items:stretch}
.vt-brand-card__previews{display:grid;grid-auto-flow:column;grid-auto-columns:1fr;gap:2px;
  aspect-ratio:4/3;overflow:hidden;background:${palette.grey[100]}}
${theme.breakpoints.up('md')}{.vt-brand-card__previews{aspect-ratio:3/2}}
.vt-brand-card__previews .vt-image--crop{height:100%}
.vt-brand-card__text{position:relative;flex:1;padding:0 ${space(2)} ${space(2)}}
.vt-brand-card__logo{position:relative;box-sizing:border-box;width:${LOGO_PX}px;height:${LOGO_PX}px;
  margin:-${LOGO_PX / 2}px 0 ${space(1)};padding:${space(0.5)};border-radius:${shape.borderRadius}px;
  background:${palette.background.paper};box-shadow:${shadows[1]}}
.vt-brand-card__logo .vt-image--fit{height:100%}
.vt-brand-card__name{margin:0;${typographyCss(typography.subtitle1)};font-weight:700;
  display:flex;align-items:center;gap:${space(0.5)}}
.vt-brand-card__slogan{margin:0;${typographyCss(typography.body2)};color:${palette.text.secondary};
  display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
`;
};

/** Writes the brand card's rules on the first card's render. */
export const useBrandCardStyles = () => useStaticStyles('brand-card', rules);
