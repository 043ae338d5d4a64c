// Written by scripts/api-example-checksums.mts (npm run api-checksums) from the example requests in
// src/data/api; do not edit. tests/unit/api-checksum.test.ts recomputes every value with node:crypto.
import type { DocVersion } from '../versions';
import type { DataSources } from '../sources';

/** Per release: call name to the checksum of each of its example requests, in order. */
export const EXAMPLE_CHECKSUMS: Record<DocVersion, Readonly<Record<string, readonly string[]>>> = {
  '3.1': {
    create: [
      '18b2d17b7db8b70f980aa19cf74e3f456fa7ce0820a26a7ae351893a1864422c',
      '4c4ef1cc796848e84e3c08f8bdb484a06c5a60bf74fbe8fc1416e53b7cae53b7',
      'debc245e53ee5b6740a00bc6d29a65804b2886d7f7ba4864f8f3b19a8530e66d',
    ],
    join: [
      'b66b4efbea8035da2f3f6eb8908af88a81c432d4aaafe95754e57c9a4aa1a513',
      '5dc49bd74085d683ed0be43be07874e4d940f324c21bdfd79072c405653366cb',
      '6ffe946e6b4114d78646a5f4f0750dc868a80c7d8456579e3b437a0a093b0a0b',
    ],
    end: ['800adfd82af129355ca02d8e6b8d6cdaa07298cc294e7381bf0843d9a0e6fd56'],
    insertDocument: ['dd5d4eea8de7d21734a5d23fbb16602bd26c8b4f76f11f8a2f55b47398418a41'],
    sendChatMessage: ['435cbed3ebee4a86f5b49b9c94326eeea58e436c96b38f690586b205693a613c'],
    isMeetingRunning: ['25ff9c4936e80ea8182af637cd3702e5ac8039e25c11cc9db2b52118b42a0fd6'],
    getMeetings: ['0114b95e7a9379fb12ec253d2cde1fe2dd4d4caf93c88493bbf544636470c448'],
    getMeetingInfo: ['d6a2bc86584f92c0b243b3bf90d6b2cd6eb227d50b79ca4cf3ae89e51c2e63b4'],
    getRecordings: [
      'dd9f14bcf8d8e72823110f365d5d65c662f7d052f18c8728412ab694035382e7',
      'f38bb03a4ab9d8be96ac0a159ddfacb1c1fcf7b6a897b1db9872d246c9c66ff0',
    ],
    publishRecordings: ['a89b56e46671e56e374a37eba01f7d0987e321510a3e06a527ab418d82ab8156'],
    deleteRecordings: ['836aa05215832dcfc6940947e93b483d8a99da87b96a5630b321570535a04b9a'],
    updateRecordings: ['54ff733dfd90970a585a6d2ee4479e888069391510e53741fed83a4b7445800b'],
    getRecordingTextTracks: ['f8bb62de882fad33711a06b048b80a45e7c909bacf2735bdd34fea6e4f191b84'],
    putRecordingTextTrack: ['e50af4f31e9ba9271f84a4a0b70a95266c575fc1f77c1c65294eaf1cf8763afb'],
  },
  '3.0': {
    create: [
      '04a264373b292c9c5d5cf9982d0813dc0b5eead1d2f70c2bc703e6eb6a346c37',
      '4fdc8651dbd81a72228a5d5b4c634b0d8a6cfa17f83fb93764bdda6aaa3646ef',
      '0122150aad800ee69622036410e3bd35a9c1f832e8c7b0a320dbd7f813bfc3eb',
    ],
    join: [
      '078251fe1d2732aff7181d2ae25a80d7330435d91741206ba686bea2c134d6ae',
      '07f3a211ec8dbe4b2a2d45c5d26af59496d0ff061fee842b6c661c9825db6b96',
      '8068bca53f72c94cde66e7667c25bf97b19bb50c31869086a330257d1272099c',
    ],
    end: ['d174c76fc52943660d3fec47c7038d018819ec637319a6eac6e4a6032a79ec9e'],
    insertDocument: ['d065d07ad93e7ac30697bad47b11adbb63985e4c0aff2ed2c60bc594221f7102'],
    sendChatMessage: ['4c93da58c4f1a6834e0ba9ea5f984a2f46b31b1e295a7d81b5cfbb63acfc6074'],
    isMeetingRunning: ['da9bd7ad2f542d650a03cfb31ee24952c692ac768c8a55b9565025f05599463f'],
    getMeetings: ['572d2bcb04ea93574ae55972f5d750d93838e002075cb64476f676507151209e'],
    getMeetingInfo: ['95adf7b01fc3aee3b550a2758e234129652c3399076378de8b6cca41f860436f'],
    getRecordings: [
      'be4c9547d809d072f6349cac17ff3c82ddbacea14b3325e688995428144af1bf',
      '2626cc7479f712faf060155b451e1553b5bf8414947f4a15cbb4040da59957ac',
    ],
    publishRecordings: ['f61f71a3b854a29782fdc3cd3f92d5fa7cd4d92474349ebc73a4d356a7794d26'],
    deleteRecordings: ['4504f2fa81776c79409d92261d9696d6750aeee83036b6810892d9b589e1ab5a'],
    updateRecordings: ['2033cce0fb18832e87f0dce545d0a7881f657f5e0420c25c6bcd8ad90b2d4d1e'],
    getRecordingTextTracks: ['7c2fce8650fcd34c5d10f3f0ea1d640274b73e875b9f9c969f5b7445561aa965'],
    putRecordingTextTrack: ['8e5b4da39beb485e7195ca7e3bf40c0db6e6dc526c24378d9914080f3e86e559'],
  },
  '2.7': {
    create: [
      '7085171addbdbde927474b800c52991109492e35a9a5322af1682db806199ec2',
      'aab24d210b8e24b0bbd02bf73b08927977361b9e8c9481ceeb5e348c97313004',
      'fd0c67127403fb9416acbf21ea1d58f402af9acf4df63ba7753d73fbb6ef6a05',
    ],
    join: [
      '8ca890fa54fc91dcd24fd20ecf2ae394a58c016c67eff7d582896bef96ec31ab',
      '5ef7df8a6a0375d5e9fb03eec1f4f6bc6f6de7ffe342c6df327cacd3a6ada5d0',
    ],
    end: ['17838e704a13acce739b35e9bf2a86c04c10740c796c813f883aa4df2034e0fe'],
    insertDocument: ['29c8b2d2d8df7474dd89c1686a19b6d7917910cb3e590774c8a68edabec6cd24'],
    isMeetingRunning: ['81813ca1dcbbeebe8d9de3505880d2857c54a4e46d96546bde93c7895e55e8f9'],
    getMeetings: ['742b7738a5e34d7bd39a097e43c7276f5b79f85bd443e38e9c2ff48e9b0d5156'],
    getMeetingInfo: ['be6f198632fbb17fd611fb7215a11c545f7027c66e4dfff065ee1bc719f349c9'],
    getRecordings: [
      '7ed1cd563bc2cf481be67a9f3e86607e2382643586663cb9deab04f6a22f68f6',
      '1cd8a8843dcd3f6e4897d36a065e12c4bd76dd530dd46529e6b48341763d0b01',
    ],
    publishRecordings: ['c74f37ebd6d0a375d64e2370fd6500248d13016d5608cfc4e21aa56f4730987a'],
    deleteRecordings: ['c12a1685e38e0b1ce2949236ac8509f8c6d1d27f7ea293ab94ec9cf120fb23e7'],
    updateRecordings: ['4c6594d2004544d187beee8667b68d497cf97233be89c92323754d6ee8fa6d9b'],
    getRecordingTextTracks: ['602733f5fc1c860205edb70006d25de54f894443994412e8ad0f74a6b6376667'],
    putRecordingTextTrack: ['29efa7c8bf3c995df4e34345e1a91528d5ade0b65644e6a10be286d261fc6fa3'],
  },
  '2.6': {
    create: [
      '15fa8d3c85a0ce9c26f3d94d1fa9be7d974b1dac',
      '2ccae43a80a54f07922fedf29e39a593542e20ab',
      '3ba464ae53f9de6589e2acddd7ef537223ea9a86',
    ],
    join: ['05cc7d416a2a87fdb3ca9f9aab96d8b62959f5eb', 'be4fcaf9407f7e71d39cb72f073c602853137864'],
    end: ['870e107020e44b2a6948a0c93e677f94ca2d39f8'],
    insertDocument: ['7e59cb0b321665af2b7f79008fc165032434774c'],
    isMeetingRunning: ['d7248c6f997d44967cb0c05b8fb5c8a7d8cff978'],
    getMeetings: ['96e31809f2ff1f4cd78318ab9f3710acb6ee695c'],
    getMeetingInfo: ['84925333bb799a40bb392bc8e13ed0d024fde1c2'],
    getRecordings: ['0080ec63eee1182c8977d77b8437d312a0a95201', '4b539bf1badf86f37429462d8cdd35448203d804'],
    publishRecordings: ['5d14033ee7c005f68a39efb6333b5a19bf5a7650'],
    deleteRecordings: ['9734350702b37b011a7fc30f43fedcc8ea2ab98c'],
    updateRecordings: ['6818a168177c8f1ddb0728a10412f9145bf4f626'],
    getRecordingTextTracks: ['01f905355f2063831c8b22166213a4e4c4552779'],
    putRecordingTextTrack: ['53cd751babaec02fab64bd0cc0a0f74fe675d4c9'],
  },
  '2.5-legacy': {
    create: [
      '5d83f8dc81b3446e1772a5b63a5ede04f49a35a9',
      '11441fc25059c28f163cbf725728825464b88e59',
      '1b2b22af3f7fb5d6c760f212a636528d04ceea0d',
    ],
    join: ['5cc91c26aadab1ad7b2c9956ab6a389c8c9cc7e9', 'f2f8bb7e98e09535612be6d0cb81699a06c9df3f'],
    end: ['c4b63b559e79ffe10f3539db71046f03850edb3d'],
    insertDocument: ['15d348c77388a431a8af321925184dc1300bfac4'],
    isMeetingRunning: ['fc36efe2afb411e90ca80f36fa3034ac82c12acf'],
    getMeetings: ['2027baa7771026e9e93392f55031535d1444c41f'],
    getMeetingInfo: ['7adfc257edfccb26c0ae23039a654374b6b556a6'],
    getRecordings: ['7987952e714922838512c7fe43efdd9a22cae1d1', '4396e93cc32f38cf4e69566608a757694c40e5f1'],
    publishRecordings: ['438a7dbbe0185cdbecf4358bfc65f5af87093e83'],
    deleteRecordings: ['605f45066143562ee7ba1190db10bb67dea90a36'],
    updateRecordings: ['8c0d888d4f9294aa41e66d35a8c7eb603e824aaa'],
    getRecordingTextTracks: ['671db975038c4bbf42394a5857f4cfaaffcd9444'],
    putRecordingTextTrack: ['4cad608bd50faa5476987fc33ff5276b6bbbf08b'],
  },
};

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  { siteOwn: 'Checksums of the example requests in calls.ts; no fact of their own.' },
];
