// Prints how many names each lib exports from src/index.ts (its public face), to keep faces small.
import ts from 'typescript';
import fs from 'node:fs';
const cfg = ts.readConfigFile('tsconfig.base.json', ts.sys.readFile).config;
const libs = fs.readdirSync('libs').filter((l) => fs.existsSync(`libs/${l}/src/index.ts`));
const files = libs.map((l) => `libs/${l}/src/index.ts`);
const opts = ts.convertCompilerOptionsFromJson(cfg.compilerOptions, '.').options;
const program = ts.createProgram(files, { ...opts, noEmit: true });
const checker = program.getTypeChecker();
for (const l of libs) {
  const sf = program.getSourceFile(`libs/${l}/src/index.ts`);
  const sym = checker.getSymbolAtLocation(sf);
  console.log(l.padEnd(16), sym ? checker.getExportsOfModule(sym).length : 0);
}
