// Runs ONNX models with ONNX Runtime (the onnxruntime-node package, an
// oracle for Terrace's tests only): reads a JSON list of cases from argv[2],
// each {model, inputs: [{name, type, shape, file}], outdir}, and writes each
// output as raw little-endian bytes to outdir/output_<i>.bin with a JSON
// description (outdir/outputs.json). A case ORT rejects gets
// outdir/error.txt instead.
const fs = require('fs');
const path = require('path');
const ort = require(process.env.TERRACE_ORT_MODULE || 'onnxruntime-node');

const ARRAYS = {
  float32: Float32Array, float64: Float64Array, int8: Int8Array,
  uint8: Uint8Array, int16: Int16Array, uint16: Uint16Array,
  int32: Int32Array, uint32: Uint32Array, int64: BigInt64Array,
  uint64: BigUint64Array, bool: Uint8Array,
};

(async () => {
  const cases = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  for (const c of cases) {
    try {
      // No graph optimizations: ORT's rewrites (removing a
      // QuantizeLinear -> DequantizeLinear pair, fusing ops) change what
      // the model computes, and the oracle must compute the model as
      // written.
      const session = await ort.InferenceSession.create(
          c.model, { graphOptimizationLevel: 'disabled' });
      const feeds = {};
      for (const input of c.inputs) {
        const bytes = fs.readFileSync(input.file);
        const Array = ARRAYS[input.type];
        const data = new Array(bytes.buffer.slice(bytes.byteOffset,
                                                  bytes.byteOffset + bytes.length));
        feeds[input.name] = new ort.Tensor(input.type, data, input.shape);
      }
      const results = await session.run(feeds);
      const described = [];
      session.outputNames.forEach((name, i) => {
        const t = results[name];
        const file = path.join(c.outdir, `output_${i}.bin`);
        fs.writeFileSync(file, Buffer.from(t.data.buffer, t.data.byteOffset,
                                           t.data.byteLength));
        described.push({ type: t.type, shape: t.dims, file });
      });
      fs.writeFileSync(path.join(c.outdir, 'outputs.json'),
                       JSON.stringify(described));
    } catch (e) {
      fs.writeFileSync(path.join(c.outdir, 'error.txt'), String(e));
    }
  }
})();
