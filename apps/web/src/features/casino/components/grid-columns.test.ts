import { describe, expect, it } from 'vitest';
import { columnsForWidth } from './grid-columns';

describe('grid columns', () => {
  it('is 3 on phones, 2 on phones under 360 px, more as the column widens', () => {
    expect(columnsForWidth(412 - 32)).toBe(3);
    expect(columnsForWidth(360 - 32)).toBe(3);
    expect(columnsForWidth(359 - 32)).toBe(2);
    expect(columnsForWidth(700)).toBe(4);
    expect(columnsForWidth(1200)).toBe(6);
  });
});
