/** ALESIA / CAESAR (Avalon Hill 1983) tables as printed in seed 003 (AC 15.2, 20.5, 23.2, 24.2, 22.45). */
export * from './h2h';
export * from './missile';
export * from './outerWorks';
export * from './recon';
