import { describe, expect, it } from 'vitest';
import { needsSeeMore, slidesPerView } from './slidesPerView';

describe('slidesPerView', () => {
  it('follows the card steps', () => {
    const at = (w: number) => slidesPerView(w, 'cards');
    expect([at(300), at(301), at(550), at(700), at(900), at(901), at(1366)]).toEqual([
      1, 2, 2, 3, 4, 5, 5,
    ]);
  });

  it('follows the model steps', () => {
    const at = (w: number) => slidesPerView(w, 'models');
    expect([at(280), at(420), at(421), at(550), at(700), at(701)]).toEqual([1, 2, 3, 3, 4, 5]);
  });
});

describe('needsSeeMore', () => {
  it('links models past six items whatever the width', () => {
    expect(needsSeeMore(6, 5, 'models')).toBe(false);
    expect(needsSeeMore(7, 5, 'models')).toBe(true);
  });

  it('links other carousels when they hold more than one view', () => {
    expect(needsSeeMore(5, 5, 'cards')).toBe(false);
    expect(needsSeeMore(3, 2, 'cards')).toBe(true);
  });
});
