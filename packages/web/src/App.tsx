/** Placeholder shell until the browsing app lands: proves the build is served. */
export function App() {
  return (
    <main style={{ fontFamily: 'sans-serif', padding: 24 }}>
      <h1>Vitrine</h1>
      <p>The catalogue service is running.</p>
    </main>
  );
}
