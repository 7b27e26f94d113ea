import fc from 'fast-check';

// Property tests run the same cases on every machine, so CI never fails by chance; set FC_SEED to
// explore other cases locally.
fc.configureGlobal({ seed: Number(process.env.FC_SEED) || 20261121 });
