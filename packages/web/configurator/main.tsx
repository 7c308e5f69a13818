/** Entry of the configurator page (configurator.html), kept out of the app's bundle. */
import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../src/app/theme';
import { ConfiguratorPage } from './ConfiguratorPage';
import { requestConfiguration, type FrameConfiguration } from './protocol';
import { loadTexts, type Texts } from './texts';

function Root() {
  const [frame, setFrame] = useState<FrameConfiguration | null>(null);
  const [language, setLanguage] = useState('en');
  const [texts, setTexts] = useState<Texts | null>(null);
  useEffect(() => {
    void requestConfiguration(setLanguage).then((configuration) => {
      setLanguage(configuration.language);
      setFrame(configuration);
    });
  }, []);
  useEffect(() => {
    if (!frame) return;
    document.documentElement.lang = language;
    void loadTexts(language).then(setTexts);
  }, [frame, language]);
  if (!frame || !texts) return null;
  return <ConfiguratorPage frame={frame} language={language} texts={texts} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Root />
    </ThemeProvider>
  </StrictMode>,
);
