/**
 * A realistic slice of Indonesian regions: province → city → district →
 * sub-district with its postal code. Enough for address search and store seeds.
 */
type SubDistrict = [name: string, postalCode: string];
type District = [name: string, subDistricts: SubDistrict[]];
type City = [name: string, districts: District[]];
type Province = [name: string, cities: City[]];

export const REGION_TREE: Province[] = [
  [
    "DKI Jakarta",
    [
      [
        "Jakarta Selatan",
        [
          [
            "Kebayoran Baru",
            [
              ["Kramat Pela", "12130"],
              ["Gandaria Utara", "12140"],
              ["Senayan", "12190"],
            ],
          ],
          [
            "Mampang Prapatan",
            [
              ["Bangka", "12730"],
              ["Kuningan Barat", "12710"],
            ],
          ],
          [
            "Cilandak",
            [
              ["Cipete Selatan", "12410"],
              ["Lebak Bulus", "12440"],
            ],
          ],
        ],
      ],
      [
        "Jakarta Pusat",
        [
          [
            "Menteng",
            [
              ["Gondangdia", "10350"],
              ["Cikini", "10330"],
              ["Menteng", "10310"],
            ],
          ],
          [
            "Tanah Abang",
            [
              ["Bendungan Hilir", "10210"],
              ["Kebon Melati", "10230"],
            ],
          ],
        ],
      ],
      [
        "Jakarta Barat",
        [
          [
            "Grogol Petamburan",
            [
              ["Tanjung Duren Utara", "11470"],
              ["Jelambar", "11460"],
            ],
          ],
          [
            "Kebon Jeruk",
            [
              ["Kedoya Selatan", "11520"],
              ["Sukabumi Utara", "11540"],
            ],
          ],
        ],
      ],
      [
        "Jakarta Utara",
        [
          [
            "Kelapa Gading",
            [
              ["Kelapa Gading Barat", "14240"],
              ["Kelapa Gading Timur", "14240"],
            ],
          ],
          [
            "Penjaringan",
            [
              ["Pluit", "14450"],
              ["Kamal Muara", "14470"],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    "Jawa Barat",
    [
      [
        "Kota Bandung",
        [
          [
            "Coblong",
            [
              ["Dago", "40135"],
              ["Lebak Siliwangi", "40132"],
            ],
          ],
          [
            "Sumur Bandung",
            [
              ["Braga", "40111"],
              ["Merdeka", "40113"],
            ],
          ],
          [
            "Buahbatu",
            [
              ["Margasari", "40286"],
              ["Cijawura", "40287"],
            ],
          ],
        ],
      ],
      [
        "Kota Bekasi",
        [
          [
            "Bekasi Selatan",
            [
              ["Kayuringin Jaya", "17144"],
              ["Pekayon Jaya", "17148"],
            ],
          ],
          [
            "Bekasi Barat",
            [
              ["Kranji", "17135"],
              ["Bintara", "17134"],
            ],
          ],
        ],
      ],
      [
        "Kota Bogor",
        [
          [
            "Bogor Tengah",
            [
              ["Paledang", "16122"],
              ["Babakan", "16128"],
            ],
          ],
          [
            "Bogor Utara",
            [
              ["Bantarjati", "16153"],
              ["Tegal Gundil", "16152"],
            ],
          ],
        ],
      ],
      [
        "Kabupaten Bogor",
        [
          [
            "Cibinong",
            [
              ["Cibinong", "16911"],
              ["Pakansari", "16915"],
              ["Tengah", "16914"],
              ["Cirimekar", "16917"],
            ],
          ],
          [
            "Citeureup",
            [
              ["Puspanegara", "16810"],
              ["Sanja", "16810"],
            ],
          ],
        ],
      ],
      [
        "Kota Depok",
        [
          [
            "Beji",
            [
              ["Kemiri Muka", "16423"],
              ["Pondok Cina", "16424"],
            ],
          ],
          [
            "Pancoran Mas",
            [
              ["Depok", "16431"],
              ["Mampang", "16433"],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    "Jawa Tengah",
    [
      [
        "Kota Semarang",
        [
          [
            "Semarang Tengah",
            [
              ["Sekayu", "50132"],
              ["Pekunden", "50134"],
            ],
          ],
          [
            "Candisari",
            [
              ["Jatingaleh", "50254"],
              ["Candi", "50257"],
            ],
          ],
        ],
      ],
      [
        "Kota Surakarta",
        [
          [
            "Laweyan",
            [
              ["Sondakan", "57147"],
              ["Penumping", "57141"],
            ],
          ],
          [
            "Banjarsari",
            [
              ["Manahan", "57139"],
              ["Kestalan", "57133"],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    "DI Yogyakarta",
    [
      [
        "Kota Yogyakarta",
        [
          [
            "Gondokusuman",
            [
              ["Terban", "55223"],
              ["Demangan", "55221"],
            ],
          ],
          [
            "Danurejan",
            [
              ["Suryatmajan", "55213"],
              ["Bausasran", "55211"],
            ],
          ],
        ],
      ],
      [
        "Kabupaten Sleman",
        [
          [
            "Depok",
            [
              ["Caturtunggal", "55281"],
              ["Condongcatur", "55283"],
            ],
          ],
          [
            "Mlati",
            [
              ["Sinduadi", "55284"],
              ["Sendangadi", "55285"],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    "Jawa Timur",
    [
      [
        "Kota Surabaya",
        [
          [
            "Tegalsari",
            [
              ["Kedungdoro", "60261"],
              ["Dr. Soetomo", "60264"],
            ],
          ],
          [
            "Gubeng",
            [
              ["Airlangga", "60286"],
              ["Gubeng", "60281"],
            ],
          ],
          [
            "Wonokromo",
            [
              ["Darmo", "60241"],
              ["Ngagel Rejo", "60245"],
            ],
          ],
        ],
      ],
      [
        "Kota Malang",
        [
          [
            "Klojen",
            [
              ["Oro-oro Dowo", "65119"],
              ["Kauman", "65119"],
            ],
          ],
          [
            "Lowokwaru",
            [
              ["Dinoyo", "65144"],
              ["Tlogomas", "65144"],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    "Banten",
    [
      [
        "Kota Tangerang Selatan",
        [
          [
            "Serpong",
            [
              ["Lengkong Gudang", "15321"],
              ["Rawa Buntu", "15318"],
            ],
          ],
          [
            "Pondok Aren",
            [
              ["Pondok Jaya", "15220"],
              ["Jurang Mangu Timur", "15222"],
            ],
          ],
        ],
      ],
      [
        "Kota Tangerang",
        [
          [
            "Karawaci",
            [
              ["Cimone", "15114"],
              ["Sukajadi", "15113"],
            ],
          ],
          [
            "Cipondoh",
            [
              ["Poris Plawad", "15141"],
              ["Ketapang", "15147"],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    "Bali",
    [
      [
        "Kota Denpasar",
        [
          [
            "Denpasar Barat",
            [
              ["Dauh Puri", "80113"],
              ["Pemecutan", "80119"],
            ],
          ],
          [
            "Denpasar Selatan",
            [
              ["Sanur", "80228"],
              ["Renon", "80226"],
            ],
          ],
        ],
      ],
      [
        "Kabupaten Badung",
        [
          [
            "Kuta",
            [
              ["Legian", "80361"],
              ["Seminyak", "80361"],
            ],
          ],
          [
            "Kuta Utara",
            [
              ["Kerobokan", "80361"],
              ["Canggu", "80361"],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    "Sumatera Utara",
    [
      [
        "Kota Medan",
        [
          [
            "Medan Baru",
            [
              ["Darat", "20153"],
              ["Petisah Hulu", "20153"],
            ],
          ],
          [
            "Medan Petisah",
            [
              ["Sei Putih Barat", "20118"],
              ["Petisah Tengah", "20112"],
            ],
          ],
          [
            "Medan Kota",
            [
              ["Kotamatsum", "20215"],
              ["Teladan Barat", "20214"],
            ],
          ],
        ],
      ],
      [
        "Kota Pematangsiantar",
        [
          [
            "Siantar Barat",
            [
              ["Proklamasi", "21112"],
              ["Dwikora", "21118"],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    "Sumatera Selatan",
    [
      [
        "Kota Palembang",
        [
          [
            "Ilir Timur I",
            [
              ["Sungai Pangeran", "30127"],
              ["20 Ilir D I", "30128"],
            ],
          ],
          [
            "Ilir Barat I",
            [
              ["Bukit Lama", "30139"],
              ["Demang Lebar Daun", "30137"],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    "Sulawesi Selatan",
    [
      [
        "Kota Makassar",
        [
          [
            "Panakkukang",
            [
              ["Pandang", "90231"],
              ["Masale", "90231"],
            ],
          ],
          [
            "Ujung Pandang",
            [
              ["Losari", "90111"],
              ["Baru", "90174"],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    "Kalimantan Timur",
    [
      [
        "Kota Balikpapan",
        [
          [
            "Balikpapan Kota",
            [
              ["Klandasan Ilir", "76113"],
              ["Damai", "76114"],
            ],
          ],
        ],
      ],
      [
        "Kota Samarinda",
        [
          [
            "Samarinda Ulu",
            [
              ["Air Hitam", "75124"],
              ["Sidodadi", "75123"],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    "Riau",
    [
      [
        "Kota Pekanbaru",
        [
          [
            "Sukajadi",
            [
              ["Kampung Melayu", "28122"],
              ["Jadirejo", "28121"],
            ],
          ],
          [
            "Marpoyan Damai",
            [
              ["Tangkerang Tengah", "28282"],
              ["Sidomulyo Timur", "28289"],
            ],
          ],
        ],
      ],
    ],
  ],
];

export type RegionLevel = "province" | "city" | "district" | "subDistrict";

export interface Region {
  regionId: string;
  level: RegionLevel;
  name: string;
  province: string;
  city: string | null;
  district: string | null;
  subDistrict: string | null;
  postalCode: string | null;
  /** "Sub-district, District, City, Province postal" — what a picker shows. */
  label: string;
}

let flat: Region[] | undefined;

/** Every region as a flat, searchable list (built once). */
export function allRegions(): Region[] {
  if (flat) return flat;
  flat = [];
  REGION_TREE.forEach(([province, cities], p) => {
    flat!.push({
      regionId: `reg-${p + 1}`,
      level: "province",
      name: province,
      province,
      city: null,
      district: null,
      subDistrict: null,
      postalCode: null,
      label: province,
    });
    cities.forEach(([city, districts], c) => {
      const cityId = `reg-${p + 1}-${c + 1}`;
      flat!.push({
        regionId: cityId,
        level: "city",
        name: city,
        province,
        city,
        district: null,
        subDistrict: null,
        postalCode: null,
        label: `${city}, ${province}`,
      });
      districts.forEach(([district, subs], d) => {
        const districtId = `${cityId}-${d + 1}`;
        flat!.push({
          regionId: districtId,
          level: "district",
          name: district,
          province,
          city,
          district,
          subDistrict: null,
          postalCode: null,
          label: `${district}, ${city}, ${province}`,
        });
        subs.forEach(([subDistrict, postalCode], s) => {
          flat!.push({
            regionId: `${districtId}-${s + 1}`,
            level: "subDistrict",
            name: subDistrict,
            province,
            city,
            district,
            subDistrict,
            postalCode,
            label: `${subDistrict}, ${district}, ${city}, ${province} ${postalCode}`,
          });
        });
      });
    });
  });
  return flat;
}
