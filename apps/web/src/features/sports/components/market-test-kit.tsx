export { renderWithProviders as renderSports } from '#app/test/render-with-providers.tsx';
