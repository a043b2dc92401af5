import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screens } from '../src/app/paths';
import { declaredScreens, filesOf } from './screen-preloads';

const src = resolve(import.meta.dirname, '../src');
const routeFiles = [
  join(src, 'app/router.tsx'),
  ...readdirSync(join(src, 'features')).map((feature) => join(src, 'features', feature, 'routes.tsx')),
].filter((file) => {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
});

describe('the screens the route files declare', () => {
  const declared = routeFiles.flatMap((file) => declaredScreens(readFileSync(file, 'utf8')));
  const pathOf = (module: string) =>
    declared.filter((d) => d.module === module).map((d) => screens[d.screen as keyof typeof screens]);

  it('finds every screen module a route file loads, each with a path in the screens table', () => {
    const imported = routeFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\('(\.\/routes\/\w+)'\)/g)].map((m) => m[1]),
    );
    expect(imported.length).toBeGreaterThan(40);
    expect(new Set(declared.map((d) => d.module))).toEqual(new Set(imported));
    for (const d of declared) expect(screens, d.module).toHaveProperty(d.screen);
  });

  it('gives an index route its layout’s path, or the root’s; a redirecting index loads nothing', () => {
    expect(pathOf('./routes/PhonePage')).toEqual(['/']);
    expect(pathOf('./routes/ConsolePage')).toEqual(['/console']);
    expect(pathOf('./routes/ConsoleLayout')).toEqual(['/console']);
    expect(pathOf('./routes/DoctorSelectionPage')).toEqual(['/doctor-selection']);
    // Declared over several lines.
    expect(pathOf('./routes/DoctorApointmentPage')).toEqual(['/doctor-apointment']);
    // One page, two paths.
    expect(pathOf('./routes/DoctorPage')).toEqual(['/admin/doctors/new', '/admin/doctors/:doctorId']);
    expect(pathOf('./routes/MilestonePage')).toEqual(['/milestone-and-growth/milestone']);
    // The unknown path's screen has no path of its own.
    expect(declared.some((d) => d.module.includes('NotFound'))).toBe(false);
  });

  it('reads the three ways a screen is declared', () => {
    const source = `
      { index: true, lazy: screen('phone', () => import('./routes/A')) },
      { path: screens.details, lazy: screen('d', () => import('./routes/B')) },
      screenRoute(
        screens.home,
        'home',
        () => import('./routes/C'),
        requireSession,
      ),
      { path: screens.tracker, lazy: screen('t', () => import('./routes/L')), children: [
        { index: true, loader: () => replace(screens.growth) },
        { index: true, lazy: screen('x', () => import('./routes/D')) },
      ] },`;
    expect(declaredScreens(source)).toEqual([
      { screen: 'phone', module: './routes/A' },
      { screen: 'details', module: './routes/B' },
      { screen: 'home', module: './routes/C' },
      { screen: 'tracker', module: './routes/L' },
      { screen: 'tracker', module: './routes/D' },
    ]);
  });
});

describe('a screen’s files', () => {
  it('are its chunk and what it imports, each once, without what index.html already loads', () => {
    const chunks = new Map([
      [
        'assets/Page-1.js',
        { imports: ['assets/shell-1.js', 'assets/screens-1.js', 'assets/booking-1.js'], css: ['assets/Page-1.css'] },
      ],
      ['assets/booking-1.js', { imports: ['assets/screens-1.js', 'assets/shell-1.js'], css: ['assets/booking-1.css'] }],
      ['assets/screens-1.js', { imports: ['assets/shell-1.js'], css: [] }],
      ['assets/shell-1.js', { imports: [], css: ['assets/shell-1.css'] }],
    ]);
    const inShell = new Set(['/index.html', '/assets/shell-1.js', '/assets/shell-1.css']);
    expect(filesOf('assets/Page-1.js', chunks, inShell)).toEqual({
      scripts: ['/assets/screens-1.js', '/assets/booking-1.js', '/assets/Page-1.js'],
      styles: ['/assets/booking-1.css', '/assets/Page-1.css'],
    });
  });
});
