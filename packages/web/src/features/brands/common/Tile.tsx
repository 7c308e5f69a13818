/**
 * A card for a collection, family or catalog folder: image, title, a line of counts and an
 * optional chip; one that is not public (a draft, in its owners' draft view) carries its
 * state's badge. It is a link (inside the app or to another site) or a button.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { StateBadge } from '../../../cards/StateBadge';
import { Image } from '../../../components/Image';

export type TileAction = { to: string } | { href: string; newTab: true } | { onClick: () => void };

export interface TileProps {
  title: string;
  image: string | undefined;
  subtitle?: ReactNode;
  chip?: { label: string; icon?: ReactElement };
  action: TileAction;
  /** The item's state: drafts and hidden items get a badge (cards/StateBadge). */
  state?: string;
  /** Marks the card for tests and analytics: collection, family, folder, url, ... */
  kind: string;
  id: string;
}

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

export function Tile({ title, image, subtitle, chip, state, action, kind, id }: TileProps) {
  const linkProps =
    'to' in action
      ? { component: Link, to: action.to }
      : 'href' in action
        ? {
            component: 'a' as const,
            href: action.href,
            target: '_blank',
            rel: 'noopener noreferrer',
          }
        : { onClick: action.onClick };
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-tile={kind} data-id={id}>
      <CardActionArea
        {...linkProps}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '3 / 2', bgcolor: 'grey.100' }}>
          <Image
            dataportId={image}
            size="card"
            placeholder="folder"
            alt=""
            sx={{ width: '100%', height: '100%' }}
          />
          {chip && (
            <Chip
              size="small"
              icon={chip.icon}
              label={chip.label}
              data-testid="tile-chip"
              sx={{
                position: 'absolute',
                top: 8,
                left: 8,
                bgcolor: 'background.paper',
                boxShadow: 1,
                fontWeight: 600,
              }}
            />
          )}
          <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
            <StateBadge state={state} compact />
          </Box>
        </Box>
        <Box sx={{ p: 1.5, flex: 1 }}>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, ...clamp(2) }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}
