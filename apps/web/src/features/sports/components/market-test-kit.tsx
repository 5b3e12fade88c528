export { renderWithProviders as renderSports } from '../../../test/render-with-providers';
