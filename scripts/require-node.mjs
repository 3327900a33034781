// The project runs on Node 24 LTS (decision 014). Say so plainly instead of failing later
// on a syntax or API the older runtime lacks.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `ShelfTalk needs Node 24 or newer; this is Node ${process.versions.node}.\n` +
      "Run `. scripts/use-node-24.sh` in this shell (it installs Node 24 from the npm registry), then try again.",
  );
  process.exit(1);
}
