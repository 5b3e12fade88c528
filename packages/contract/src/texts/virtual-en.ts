/** English texts of the virtual sports screens (issue 7). */
export const VIRTUAL_EN = {
  'Virtual.Title': 'Virtual sports',
};
