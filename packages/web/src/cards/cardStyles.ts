/**
 * The model card's look as static rules (components/staticStyles.ts): the card is drawn many
 * times per screen, so it is plain elements with these classes rather than MUI's Card,
 * Typography and Box, whose styles emotion works out again for every card at every render.
 * It looks as the outlined Card with body2 and caption texts did.
 */
import type { Theme } from '@mui/material/styles';
import { typographyCss, useStaticStyles } from '../components/staticStyles';

const rules = (theme: Theme) => {
  const { palette, typography, shape, shadows } = theme;
  const space = (n: number) => theme.spacing(n);
  const line = `overflow:hidden;text-overflow:ellipsis;white-space:nowrap`;
  return `
.vt-card{box-sizing:border-box;height:100%;min-height:289px;display:flex;flex-direction:column;
  overflow:hidden;background:${palette.background.paper};color:${palette.text.primary};
  border:1px solid ${palette.divider};border-radius:${shape.borderRadius}px;
  transition:box-shadow 150ms}
.vt-card:not(.vt-card--off):hover{box-shadow:${shadows[3]}}
.vt-card .vt-card__action{flex:1;display:flex;flex-direction:column;align-items:stretch}
.vt-card__media{position:relative;aspect-ratio:3/2;flex-grow:1}
.vt-card .vt-card__image{height:100%;aspect-ratio:auto;display:flex}
.vt-card__badge{position:absolute;top:8px;left:8px}
.vt-card__off{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;
  padding:${space(1)};text-align:center;background:rgba(255,255,255,0.8)}
.vt-card__off p{margin:0;${typographyCss(typography.body2)};font-weight:600}
.vt-card__text{padding:${space(1)} ${space(1.5)} ${space(0.5)}}
.vt-card__title{margin:0;${typographyCss(typography.body2)};font-weight:600;
  display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;
  min-height:2.86em}
.vt-card__line{margin:0;${typographyCss(typography.caption)};color:${palette.text.secondary};${line}}
.vt-card__line--brand{color:${palette.text.primary}}
.vt-card__actions{display:flex;align-items:center;padding:0 ${space(0.5)} ${space(0.5)}}
.vt-card__actions-gap{flex:1}
`;
};

/** Writes the card's rules on the first card's render. */
export const useCardStyles = () => useStaticStyles('model-card', rules);
